extension HomeAssets {
    static let pageTemplate = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="vitrine-csrf" content="{{csrf}}">
        <title>Vitrine</title>
        <link rel="stylesheet" href="/assets/home.css">
        <script src="/assets/home.js" defer></script>
        <script src="/assets/editor.js" defer></script>
        </head>
        <body class="light">
        <header id="bar">
          <strong class="brand">Vitrine</strong>
          <nav id="pages" aria-label="Pages"></nav>
          <span class="spacer"></span>
          <span id="clock" title="Host time"></span>
          <span id="clock-controls" hidden>
            <button type="button" data-advance="60">+1 min</button>
            <button type="button" data-advance="3600">+1 h</button>
          </span>
          <label>Appearance
            <select id="scheme">
              <option value="auto">Browser</option>
              <option value="light">Light</option>
              <option value="dark">Dark</option>
            </select>
          </label>
          <button type="button" id="lock-button" aria-pressed="false">Lock</button>
          <button type="button" id="edit-button" aria-pressed="false">Edit</button>
          <button type="button" id="gallery-button">Add widget</button>
        </header>
        <main id="home">
          <p id="empty" hidden>No widgets on this page. Use “Add widget”.</p>
          <div id="grid"></div>
        </main>
        <aside id="inspector" hidden aria-label="Inspector">
          <header><h2 id="inspector-title"></h2><button type="button" id="inspector-close" aria-label="Close">×</button></header>
          <div id="inspector-body"></div>
        </aside>
        <dialog id="gallery">
          <header><h2>Add a widget</h2><button type="button" id="gallery-close" aria-label="Close">×</button></header>
          <div id="gallery-body"></div>
        </dialog>
        <dialog id="editor" aria-labelledby="editor-title">
          <form id="editor-form" novalidate>
            <header><h2 id="editor-title">Edit widget</h2><button type="button" id="editor-close" aria-label="Close">×</button></header>
            <p id="editor-notice" hidden></p>
            <div id="editor-body"></div>
            <p id="editor-error" role="alert" hidden></p>
            <footer><button type="button" id="editor-cancel">Cancel</button><button type="submit" id="editor-save">Save</button></footer>
          </form>
        </dialog>
        <div id="widget-menu" role="menu" aria-label="Widget" hidden></div>
        <div id="toast" role="status" aria-live="polite" hidden></div>
        </body>
        </html>
        """#
}
