; Inno Setup script: the Windows installer of Bräus Desktop, made from the PyInstaller
; bundle by the release workflow (.github/workflows/release.yml):
;   python packaging/build.py
;   iscc /DAppVersion=<version> packaging\windows\braus-desktop.iss
; It installs build\pyinstaller\dist\braus-desktop into Program Files (or the user's
; programs folder when not run as administrator), with a Start-menu entry, an optional
; desktop icon and an uninstaller, and writes dist\braus-desktop-<version>-setup.exe.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6F1B3C52-8A0E-4D8B-9C57-B2A5D3E1F0A7}
AppName=Bräus Desktop
AppVersion={#AppVersion}
AppPublisher=The Bräus Desktop developers
DefaultDirName={autopf}\Bräus Desktop
DefaultGroupName=Bräus Desktop
DisableProgramGroupPage=yes
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\..\build\icons\braus-desktop.ico
UninstallDisplayIcon={app}\braus-desktop.exe
UninstallDisplayName=Bräus Desktop
OutputDir=..\..\dist
OutputBaseFilename=braus-desktop-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\build\pyinstaller\dist\braus-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Bräus Desktop"; Filename: "{app}\braus-desktop.exe"
Name: "{autodesktop}\Bräus Desktop"; Filename: "{app}\braus-desktop.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\braus-desktop.exe"; Description: "{cm:LaunchProgram,Bräus Desktop}"; Flags: nowait postinstall skipifsilent
