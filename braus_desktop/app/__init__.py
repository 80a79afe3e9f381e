"""The Qt application: controller, item models, the card-table scene, dialogs.

It imports the rules model and the bots, never the other way round, and never decides a
rule itself: it asks the rules model.
"""
