// placeholder until the renderer lands
