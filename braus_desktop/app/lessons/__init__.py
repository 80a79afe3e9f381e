"""Lessons at the table: a course per game, each lesson one idea on a prepared deal.

``host.LessonHost`` plays a lesson in the main window (the match at the table, its
computer players scripted by ``guide.LessonGuide``, the words in ``panel.LessonPanel``
above the table) and keeps the player's progress in the settings; ``dialog.LessonsDialog``
(Help → Lessons) lists the courses with that progress. The lessons themselves are data,
read by ``rules.lessons``.
"""
