"""The pygame shell: app loop, scene stack, widgets and the shared scenes."""
