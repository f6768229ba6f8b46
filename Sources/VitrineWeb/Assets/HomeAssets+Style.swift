extension HomeAssets {
    /// One CSS pixel per point: each widget's image is drawn at its family's size in points,
    /// fetched at the screen's pixel ratio.
    static let style = #"""
        :root { font: 14px/1.4 system-ui, sans-serif; --cell: 170px; --gap: 20px; }
        * { box-sizing: border-box; }
        body { margin: 0; min-height: 100vh; }
        body.light { background: linear-gradient(160deg, #c9d6ff, #e2e2e2); color: #111; }
        body.dark { background: linear-gradient(160deg, #0b0d1a, #1c1c1e); color: #eee; }
        #bar { display: flex; gap: 10px; align-items: center; padding: 8px 16px; background: rgba(127,127,127,.18); backdrop-filter: blur(8px); position: sticky; top: 0; z-index: 2; flex-wrap: wrap; }
        #bar .spacer { flex: 1; }
        #pages button[aria-current="true"] { font-weight: 700; text-decoration: underline; }
        button, select { font: inherit; border-radius: 8px; border: 1px solid rgba(127,127,127,.5); background: rgba(255,255,255,.7); color: #111; padding: 3px 10px; cursor: pointer; }
        body.dark button, body.dark select { background: rgba(60,60,64,.9); color: #eee; }
        button[aria-pressed="true"] { outline: 2px solid #0a84ff; }
        #home { padding: 24px; }
        #grid { display: grid; grid-template-columns: repeat(auto-fill, var(--cell)); grid-auto-rows: calc(var(--cell) + 24px); gap: var(--gap); grid-auto-flow: dense; }
        .tile { margin: 0; display: flex; flex-direction: column; align-items: center; }
        .tile img { display: block; cursor: pointer; border-radius: 22px; }
        .tile img.pending { background: rgba(127,127,127,.3); }
        .fam-systemMedium { grid-column: span 2; }
        .fam-systemLarge { grid-column: span 2; grid-row: span 2; }
        .fam-systemExtraLarge { grid-column: span 4; grid-row: span 2; }
        .tile figcaption { font-size: 12px; margin-top: 4px; display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 6px; align-items: center; }
        .tile figcaption button { padding: 0 6px; border-radius: 10px; font-size: 12px; }
        .tile .remove { display: none; }
        #grid.editing .tile .remove { display: inline-block; }
        #grid.editing .tile { animation: wiggle .3s ease-in-out infinite alternate; cursor: grab; }
        #grid.editing .tile img { cursor: grab; }
        @keyframes wiggle { from { transform: rotate(-0.6deg); } to { transform: rotate(0.6deg); } }
        #inspector { position: fixed; top: 48px; right: 0; bottom: 0; width: min(480px, 100vw); overflow: auto; padding: 12px 16px; background: rgba(250,250,252,.97); color: #111; box-shadow: -4px 0 16px rgba(0,0,0,.25); z-index: 3; }
        body.dark #inspector { background: rgba(28,28,30,.97); color: #eee; }
        #inspector header, #gallery header { display: flex; justify-content: space-between; align-items: center; }
        #inspector h2 { font-size: 16px; margin: 0; }
        #inspector h3 { font-size: 13px; margin: 14px 0 4px; text-transform: uppercase; opacity: .7; }
        #inspector .entries { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
        #inspector .entries li { display: flex; flex-direction: column; font-size: 11px; padding: 3px; border-radius: 8px; }
        #inspector .entries li.current { outline: 2px solid #0a84ff; }
        #inspector table { font-size: 11px; border-collapse: collapse; }
        #inspector td { padding: 2px 4px; border-bottom: 1px solid rgba(127,127,127,.25); vertical-align: top; }
        .mono { font-family: ui-monospace, monospace; font-size: 11px; }
        #gallery { width: min(900px, 95vw); max-height: 90vh; border-radius: 14px; border: none; }
        body.dark #gallery { background: #1c1c1e; color: #eee; }
        #gallery .families { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-end; }
        #gallery figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; }
        #gallery img { max-width: 340px; border-radius: 18px; }
        #toast { position: fixed; bottom: 20px; left: 50%; transform: translateX(-50%); background: rgba(0,0,0,.85); color: #fff; padding: 8px 16px; border-radius: 10px; z-index: 4; max-width: 90vw; }
        #empty { opacity: .7; }
        """#
}
