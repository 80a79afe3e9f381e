; The Windows installer of Bräus Desktop (NSIS 3, Unicode), made from the PyInstaller
; bundle by packaging/build.py, on Windows itself and under Wine on Linux alike:
;   makensis -DVERSION=<version> -DBUNDLE=<bundle folder> -DICON=<.ico> -DOUTFILE=<setup.exe>
;            packaging/windows/braus-desktop.nsi
; (packaging/README.md says why NSIS and not Inno Setup.)
;
; What a Windows player expects:
; - Installed for the current user by default, without administrator rights and without a
;   UAC prompt ("%LOCALAPPDATA%\Programs\Bräus Desktop"). Started "as administrator", it
;   offers to install for all users ("Program Files"); silently: /AllUsers or /CurrentUser.
; - A Start-menu entry, an optional desktop shortcut (/Desktop), an entry in Apps & features (name,
;   icon, version, publisher, size), an uninstaller; a newer version installs over an older
;   one in the same folder and mode. Silent: /S, folder: /D=<folder> (last on the line).
; - The pages in the system's language where NSIS has it: English, Swedish, Danish,
;   Icelandic.
; - The player's data (saves, statistics, lesson progress, settings: all in
;   %APPDATA%\braus-desktop) lies outside the program folder and its registry key:
;   install, upgrade and uninstall never touch it.

; a 64-bit installer (NSIS's amd64 stubs): the app is 64-bit, and so Wine needs no 32-bit part
Target amd64-unicode
ManifestDPIAware true
!ifdef FAST  ; the tests' upgrade installer: quick to make
  SetCompressor zlib
!else
  SetCompressor /SOLID lzma
!endif

!ifndef VERSION
  !error "makensis -DVERSION=<version> is needed (packaging/build.py passes it)"
!endif
!ifndef BUNDLE
  !error "makensis -DBUNDLE=<the PyInstaller bundle's folder> is needed"
!endif
!ifndef ICON
  !error "makensis -DICON=<braus-desktop.ico> is needed"
!endif
!ifndef OUTFILE
  !define OUTFILE "braus-desktop-${VERSION}-win64-setup.exe"
!endif
; Windows wants four numbers in a file's version: 0.1.0 -> 0.1.0.0
!ifndef VERSION4
  !define VERSION4 "${VERSION}.0"
!endif

!define APP "Bräus Desktop"
!define EXE "braus-desktop.exe"
!define PUBLISHER "The Bräus Desktop developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\BrausDesktop"

Name "${APP}"
OutFile "${OUTFILE}"
BrandingText "${APP} ${VERSION}"

; --------------------------------------------------------------------------- who for
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_INSTALLMODE_DEFAULT_CURRENTUSER
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${APP}"
; an upgrade finds the folder and the mode of the installed version
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallLocation"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${UNINSTALL_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "UninstallString"
!define MULTIUSER_INSTALLMODEPAGE_TEXT_TOP "$(INSTALLMODE_TOP)"
!define MULTIUSER_INSTALLMODEPAGE_TEXT_ALLUSERS "$(INSTALLMODE_ALLUSERS)"
!define MULTIUSER_INSTALLMODEPAGE_TEXT_CURRENTUSER "$(INSTALLMODE_CURRENTUSER)"
; /AllUsers (the all-users install's uninstaller is started with it) by a user who is not
; an administrator
!define MULTIUSER_INIT_TEXT_ALLUSERSNOTPOSSIBLE "$(NEEDS_ADMIN)"
!include MultiUser.nsh
; MultiUser's "Highest" would ask an administrator's consent (UAC) at every start: run as
; the user unless started "as administrator", when the all-users choice is offered.
RequestExecutionLevel user

!include MUI2.nsh
!include FileFunc.nsh
!include LogicLib.nsh
!include Sections.nsh

; --------------------------------------------------------------------------- pages
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_NODESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!define MUI_FINISHPAGE_RUN_TEXT "$(RUN_APP)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first is the fallback; Windows' display language picks among them.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Swedish"
!insertmacro MUI_LANGUAGE "Danish"
!insertmacro MUI_LANGUAGE "Icelandic"

LangString INSTALLMODE_TOP ${LANG_ENGLISH} "Install $(^NameDA) for yourself only, or for everyone who uses this computer? $(^ClickNext)"
LangString INSTALLMODE_TOP ${LANG_SWEDISH} "Vill du installera $(^NameDA) bara för dig själv eller för alla som använder den här datorn? $(^ClickNext)"
LangString INSTALLMODE_TOP ${LANG_DANISH} "Vil du installere $(^NameDA) kun for dig selv eller for alle, der bruger denne computer? $(^ClickNext)"
LangString INSTALLMODE_TOP ${LANG_ICELANDIC} "Viltu setja $(^NameDA) upp aðeins fyrir þig eða fyrir alla sem nota þessa tölvu? $(^ClickNext)"
LangString INSTALLMODE_ALLUSERS ${LANG_ENGLISH} "For everyone who uses this computer"
LangString INSTALLMODE_ALLUSERS ${LANG_SWEDISH} "För alla som använder den här datorn"
LangString INSTALLMODE_ALLUSERS ${LANG_DANISH} "For alle, der bruger denne computer"
LangString INSTALLMODE_ALLUSERS ${LANG_ICELANDIC} "Fyrir alla sem nota þessa tölvu"
LangString INSTALLMODE_CURRENTUSER ${LANG_ENGLISH} "For me only"
LangString INSTALLMODE_CURRENTUSER ${LANG_SWEDISH} "Bara för mig"
LangString INSTALLMODE_CURRENTUSER ${LANG_DANISH} "Kun for mig"
LangString INSTALLMODE_CURRENTUSER ${LANG_ICELANDIC} "Aðeins fyrir mig"
; (NSIS's Icelandic file has no words for MultiUser's page heading)
LangString MULTIUSER_TEXT_INSTALLMODE_TITLE ${LANG_ICELANDIC} "Veldu notendur"
LangString MULTIUSER_TEXT_INSTALLMODE_SUBTITLE ${LANG_ICELANDIC} "Veldu fyrir hvaða notendur $(^NameDA) verður sett upp."
LangString SECTION_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString SECTION_DESKTOP ${LANG_SWEDISH} "Genväg på skrivbordet"
LangString SECTION_DESKTOP ${LANG_DANISH} "Genvej på skrivebordet"
LangString SECTION_DESKTOP ${LANG_ICELANDIC} "Flýtivísun á skjáborði"
LangString RUN_APP ${LANG_ENGLISH} "Start $(^NameDA) now"
LangString RUN_APP ${LANG_SWEDISH} "Starta $(^NameDA) nu"
LangString RUN_APP ${LANG_DANISH} "Start $(^NameDA) nu"
LangString RUN_APP ${LANG_ICELANDIC} "Ræsa $(^NameDA) núna"
LangString NEEDS_ADMIN ${LANG_ENGLISH} "Installing or removing $(^NameDA) for everyone who uses this computer needs an administrator: start it again as an administrator."
LangString NEEDS_ADMIN ${LANG_SWEDISH} "Att installera eller ta bort $(^NameDA) för alla som använder den här datorn kräver en administratör: starta det igen som administratör."
LangString NEEDS_ADMIN ${LANG_DANISH} "At installere eller fjerne $(^NameDA) for alle, der bruger denne computer, kræver en administrator: start det igen som administrator."
LangString NEEDS_ADMIN ${LANG_ICELANDIC} "Til að setja $(^NameDA) upp eða fjarlægja það fyrir alla sem nota þessa tölvu þarf kerfisstjóra: ræstu það aftur sem kerfisstjóri."

; --------------------------------------------------------------------------- file properties
VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "GPL-3.0-or-later"

; --------------------------------------------------------------------------- install

Section "!${APP}" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An upgrade replaces the whole bundle: files an older version had and this one has not
  ; would otherwise be loaded beside the new ones. (_internal is the bundle's own folder;
  ; nothing of the player's is in it.)
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}"

  ; Apps & features (HKCU for the user's install, HKLM for everyone's: SHCTX follows the mode)
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "$(SECTION_DESKTOP)" SecDesktop
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\${EXE}"
SectionEnd

Function .onInit
  SetRegView 64
  StrCpy $0 $INSTDIR  ; /D=<folder> on the command line (MultiUser would replace it)
  !insertmacro MULTIUSER_INIT
  ${If} $0 != ""
    StrCpy $INSTDIR $0
  ${EndIf}
  ; /Desktop: the desktop shortcut in a silent install too
  ${GetParameters} $1
  ClearErrors
  ${GetOptions} $1 "/Desktop" $2
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
  ${EndIf}
FunctionEnd

; --------------------------------------------------------------------------- uninstall
Function un.onInit
  SetRegView 64
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Section "Uninstall"
  ; Only what the installer put there; the player's data lives elsewhere and stays.
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"  ; only if nothing else is in it
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
SectionEnd
