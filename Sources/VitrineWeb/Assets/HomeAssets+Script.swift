extension HomeAssets {
    /// The page's behaviour. Plain ES2020, no framework; every element tests look for has an
    /// id or a data- attribute.
    static let script = #"""
        "use strict";
        (() => {
          const csrf = document.querySelector('meta[name="vitrine-csrf"]').content;
          const $ = (id) => document.getElementById(id);
          const dpr = () => Math.min(4, Math.max(1, Math.ceil((window.devicePixelRatio || 1) * 2) / 2));
          let state = null, offset = 0, client = null, page = pageFromHash(), editing = false, inspected = null;
          const tiles = new Map();
          // Kinds with something to configure ("appID|kind"), and widgets saved in the editor
          // whose new picture has not arrived yet (id → the version shown when saving).
          let configurable = new Set();
          const updating = new Map();

          function pageFromHash() {
            const m = /page=(\d+)/.exec(location.hash);
            return m ? Math.min(19, Number(m[1])) : 0;
          }
          function hostNow() { return Date.now() + offset; }

          async function api(method, path, body) {
            const options = { method, credentials: "same-origin", headers: {} };
            if (method !== "GET") options.headers["X-Vitrine-CSRF"] = csrf;
            if (body !== undefined) {
              options.headers["Content-Type"] = "application/json";
              options.body = JSON.stringify(body);
            }
            const response = await fetch(path, options);
            const text = await response.text();
            const data = text ? JSON.parse(text) : null;
            if (!response.ok) throw new Error((data && data.error) || response.statusText);
            return data;
          }

          function toast(message, data) {
            const t = $("toast");
            t.textContent = message;
            t.title = "";
            t.hidden = false;
            for (const key of Object.keys(t.dataset)) delete t.dataset[key];
            Object.assign(t.dataset, data || {});
            clearTimeout(toast.timer);
            toast.timer = setTimeout(() => { t.hidden = true; }, 6000);
          }

          // MARK: State

          // Widget events count up; a refresh keeps any widget newer than the state it fetched (a
          // reload can finish while /api/state is on its way, and the stale answer must not win).
          let widgetEvents = 0;
          const latestWidget = new Map();

          async function refresh() {
            const started = widgetEvents;
            const [next, kinds] = await Promise.all([api("GET", "/api/state"), api("GET", "/api/configuration/kinds").catch(() => null)]);
            next.widgets = next.widgets.map((w) => {
              const newer = latestWidget.get(w.id);
              return newer && newer.n > started ? newer.w : w;
            });
            state = next;
            if (kinds) configurable = new Set(kinds.map((k) => `${k.appID}|${k.kind}`));
            offset = state.now - Date.now();
            applySettings();
            render();
            if (inspected !== null) inspect(inspected);
          }

          function applySettings() {
            document.body.className = state.colorScheme;
            document.body.dataset.scheme = state.colorScheme;
            document.body.dataset.locked = String(state.locked);
            $("lock-button").setAttribute("aria-pressed", String(state.locked));
            $("lock-button").textContent = state.locked ? "Unlock" : "Lock";
            $("clock-controls").hidden = !state.simulatedClock;
            tickClock();
          }

          function tickClock() {
            if (!state) return;
            const now = new Date(hostNow());
            $("clock").textContent = (state.simulatedClock ? "simulated " : "") + now.toLocaleString();
          }

          function imageURL(w, at) {
            let url = `/api/widgets/${w.id}/image?scale=${dpr()}&v=${encodeURIComponent(w.version || "none")}`;
            if (at) url += `&at=${at}`;
            return url;
          }

          function render() {
            const pages = new Set(state.widgets.map((w) => w.page));
            pages.add(0); pages.add(page);
            const last = Math.max(...pages);
            if (last < 19) pages.add(last + 1);
            const nav = $("pages");
            nav.replaceChildren(...[...pages].sort((a, b) => a - b).map((p) => {
              const b = document.createElement("button");
              b.type = "button";
              b.textContent = `Page ${p + 1}`;
              b.dataset.page = p;
              b.setAttribute("aria-current", String(p === page));
              b.addEventListener("click", () => showPage(p));
              b.addEventListener("dragover", (e) => { if (editing) e.preventDefault(); });
              b.addEventListener("drop", (e) => dropOnPage(e, p));
              return b;
            }));
            const grid = $("grid");
            const shown = state.widgets.filter((w) => w.page === page).sort((a, b) => a.position - b.position);
            tiles.clear();
            grid.replaceChildren(...shown.map(tile));
            $("empty").hidden = shown.length > 0;
            grid.classList.toggle("editing", editing);
          }

          function tile(w) {
            const figure = document.createElement("figure");
            figure.className = `tile fam-${w.family}`;
            figure.dataset.id = w.id;
            figure.dataset.kind = w.kind;
            figure.dataset.family = w.family;
            figure.draggable = editing;
            const img = document.createElement("img");
            img.width = w.width;
            img.height = w.height;
            img.alt = w.displayName;
            img.draggable = false;
            setImage(img, w);
            img.addEventListener("click", (e) => tap(e, w.id));
            const caption = document.createElement("figcaption");
            const name = document.createElement("span");
            name.textContent = w.displayName;
            const info = document.createElement("button");
            info.type = "button"; info.className = "info"; info.textContent = "ⓘ"; info.title = "Inspect";
            info.addEventListener("click", () => inspect(w.id));
            const remove = document.createElement("button");
            remove.type = "button"; remove.className = "remove"; remove.textContent = "×"; remove.title = "Remove";
            remove.addEventListener("click", () => removeWidget(w.id));
            const menu = document.createElement("button");
            menu.type = "button"; menu.className = "menu"; menu.textContent = "⋯"; menu.title = "Widget menu";
            menu.setAttribute("aria-haspopup", "menu");
            menu.addEventListener("click", () => openMenu(w.id, menu));
            figure.addEventListener("contextmenu", (e) => { e.preventDefault(); openMenu(w.id, menu); });
            caption.append(name, info, menu, remove);
            if (isConfigurable(w)) {
              figure.dataset.configurable = "true";
              const edit = document.createElement("button");
              edit.type = "button"; edit.className = "configure"; edit.textContent = "Edit widget";
              edit.addEventListener("click", () => editWidget(w.id));
              caption.append(edit);
            }
            if (updating.has(w.id)) img.classList.add("updating");
            figure.append(img, caption);
            figure.addEventListener("dragstart", (e) => { e.dataTransfer.setData("text/x-vitrine-widget", String(w.id)); e.dataTransfer.effectAllowed = "move"; });
            figure.addEventListener("dragover", (e) => { if (editing) e.preventDefault(); });
            figure.addEventListener("drop", (e) => dropOnTile(e, w));
            tiles.set(w.id, { w, img });
            return figure;
          }

          function setImage(img, w, at) {
            img.dataset.version = w.version || "";
            img.dataset.entry = w.entry === null || w.entry === undefined ? "" : String(w.entry);
            if (!w.version) { img.removeAttribute("src"); img.classList.add("pending"); return; }
            img.classList.remove("pending");
            const url = imageURL(w, at);
            if (!img.getAttribute("src")) { img.src = url; return; }
            // Swap only once the new picture has loaded, so a tick never flashes an empty frame.
            const next = new Image();
            next.onload = () => { if (img.dataset.version === (w.version || "")) img.src = url; };
            next.src = url;
          }

          function showPage(p) {
            page = p;
            history.replaceState(null, "", `#page=${p}`);
            render();
            reportVisibility();
          }

          // MARK: Live updates

          function connect() {
            const events = new EventSource("/api/events");
            events.addEventListener("hello", (e) => {
              client = JSON.parse(e.data).client;
              document.body.dataset.client = client;
              refresh().then(reportVisibility);
            });
            events.addEventListener("widget", (e) => {
              const w = JSON.parse(e.data);
              widgetEvents += 1;
              latestWidget.set(w.id, { w, n: widgetEvents });
              if (!state) return;
              const i = state.widgets.findIndex((x) => x.id === w.id);
              if (i < 0) return;
              state.widgets[i] = w;
              const t = tiles.get(w.id);
              if (updating.has(w.id) && updating.get(w.id) !== w.version) {
                updating.delete(w.id);
                if (t) t.img.classList.remove("updating");
              }
              if (t) { t.w = w; setImage(t.img, w); }
              if (inspected === w.id) inspect(w.id);
            });
            events.addEventListener("layout", () => refresh());
            events.addEventListener("settings", () => refresh());
            events.addEventListener("flight", (e) => {
              const f = JSON.parse(e.data);
              if (inspected === f.instance) scheduleInspect();
            });
            events.onerror = () => { document.body.dataset.client = ""; };
          }

          async function reportVisibility() {
            if (client === null) return;
            try { await api("POST", "/api/visibility", { client, page, visible: !document.hidden }); } catch (e) { /* reconnecting */ }
          }

          // Entries with relative or timer dates are re-drawn every second by the host, from the
          // stored archive: the extension is not asked.
          function tick() {
            tickClock();
            if (!state || document.hidden || state.locked) return;
            const at = Math.floor(hostNow() / 1000) * 1000;
            for (const { w, img } of tiles.values()) {
              if (w.ticks && w.entry !== null && w.entry >= 0) setImage(img, w, at);
            }
          }

          // MARK: Actions

          async function tap(event, id) {
            if (editing) return;
            const t = tiles.get(id);
            if (!t) return;
            const img = t.img;
            const x = event.offsetX * (t.w.width / img.clientWidth);
            const y = event.offsetY * (t.w.height / img.clientHeight);
            try {
              const result = await api("POST", `/api/widgets/${id}/tap`, { x, y });
              // An App Intent control's result names the intent; its new picture comes through the event stream after the reload.
              toast(result.summary, { target: result.target, url: result.url || "", delivery: result.delivery, app: result.appID || "", intent: result.intent || "" });
              $("toast").title = result.message;
            } catch (e) { toast(`Tap failed: ${e.message}`, { error: "true" }); }
          }

          async function removeWidget(id) {
            try { await api("DELETE", `/api/widgets/${id}`); } catch (e) { toast(e.message, { error: "true" }); }
          }

          async function dropOnTile(event, target) {
            event.preventDefault();
            const id = Number(event.dataTransfer.getData("text/x-vitrine-widget"));
            if (!editing || !id || id === target.id) return;
            try { await api("POST", `/api/widgets/${id}/move`, { page: target.page, position: target.position }); } catch (e) { toast(e.message, { error: "true" }); }
          }

          async function dropOnPage(event, p) {
            event.preventDefault();
            const id = Number(event.dataTransfer.getData("text/x-vitrine-widget"));
            if (!editing || !id) return;
            const count = state.widgets.filter((w) => w.page === p && w.id !== id).length;
            try { await api("POST", `/api/widgets/${id}/move`, { page: p, position: count }); } catch (e) { toast(e.message, { error: "true" }); }
          }

          function toggleEdit() {
            editing = !editing;
            $("edit-button").setAttribute("aria-pressed", String(editing));
            $("edit-button").textContent = editing ? "Done" : "Edit";
            render();
          }

          // Appearance: "Browser" follows prefers-color-scheme; the host re-renders for the scheme.
          const media = window.matchMedia("(prefers-color-scheme: dark)");
          function wantedScheme() {
            const choice = localStorage.getItem("vitrine.scheme") || "auto";
            $("scheme").value = choice;
            return choice === "auto" ? (media.matches ? "dark" : "light") : choice;
          }
          async function syncScheme() {
            const wanted = wantedScheme();
            if (state && state.colorScheme !== wanted) {
              try { await api("POST", "/api/appearance", { scheme: wanted }); } catch (e) { toast(e.message, { error: "true" }); }
            }
          }

          // MARK: Widget menu and editor

          function isConfigurable(w) { return configurable.has(`${w.appID}|${w.kind}`); }

          function editWidget(id) {
            closeMenu();
            const w = state && state.widgets.find((x) => x.id === id);
            if (w && window.vitrineEditor) window.vitrineEditor.open(w);
          }

          function openMenu(id, anchor) {
            const w = state && state.widgets.find((x) => x.id === id);
            if (!w) return;
            const menu = $("widget-menu");
            const item = (text, action, run) => {
              const b = document.createElement("button");
              b.type = "button"; b.setAttribute("role", "menuitem"); b.dataset.action = action; b.textContent = text;
              b.addEventListener("click", () => { closeMenu(); run(); });
              return b;
            };
            const items = [];
            if (isConfigurable(w)) items.push(item("Edit widget", "configure", () => editWidget(id)));
            items.push(item("Inspect", "inspect", () => inspect(id)));
            items.push(item("Remove widget", "remove", () => removeWidget(id)));
            menu.replaceChildren(...items);
            menu.dataset.id = id;
            const r = anchor.getBoundingClientRect();
            menu.style.left = `${r.left + window.scrollX}px`;
            menu.style.top = `${r.bottom + window.scrollY + 4}px`;
            menu.hidden = false;
            items[0].focus();
          }

          function closeMenu() { $("widget-menu").hidden = true; }

          function menuKeys(event) {
            const items = [...$("widget-menu").querySelectorAll("button")];
            const i = items.indexOf(document.activeElement);
            if (event.key === "Escape") { closeMenu(); event.preventDefault(); }
            else if (event.key === "ArrowDown") { items[(i + 1) % items.length].focus(); event.preventDefault(); }
            else if (event.key === "ArrowUp") { items[(i - 1 + items.length) % items.length].focus(); event.preventDefault(); }
          }

          function markUpdating(id, version) {
            updating.set(id, version);
            const t = tiles.get(id);
            if (t) t.img.classList.add("updating");
            // A save that changes nothing on screen brings no new picture: stop waiting.
            setTimeout(() => { if (updating.get(id) === version) { updating.delete(id); const x = tiles.get(id); if (x) x.img.classList.remove("updating"); } }, 15000);
          }

          window.vitrineHome = { api, toast, markUpdating, widget: (id) => state && state.widgets.find((x) => x.id === id) };

          // MARK: Inspector

          let inspectTimer = null;
          function scheduleInspect() {
            clearTimeout(inspectTimer);
            inspectTimer = setTimeout(() => { if (inspected !== null) inspect(inspected); }, 250);
          }

          async function inspect(id) {
            inspected = id;
            let data;
            try { data = await api("GET", `/api/widgets/${id}/inspect`); } catch (e) { toast(e.message, { error: "true" }); closeInspector(); return; }
            if (inspected !== id) return;
            const panel = $("inspector");
            panel.hidden = false;
            panel.dataset.id = id;
            $("inspector-title").textContent = `${data.widget.displayName} · ${data.widget.family} · #${id}`;
            const body = $("inspector-body");
            const section = (title) => { const s = document.createElement("section"); const h = document.createElement("h3"); h.textContent = title; s.append(h); body.append(s); return s; };
            const line = (parent, text, cls) => { const p = document.createElement("p"); p.textContent = text; if (cls) p.className = cls; parent.append(p); return p; };
            body.replaceChildren();

            const budget = section("Budget");
            budget.id = "inspector-budget";
            if (data.budget) {
              line(budget, `${data.budget.remaining} of ${data.budget.limit} reloads left in the rolling window (${data.budget.used} used)`);
              line(budget, data.budget.nextPlannedReload ? `next planned reload ${new Date(data.budget.nextPlannedReload).toLocaleString()}` : "no reload planned");
            }
            const reload = document.createElement("button");
            reload.type = "button"; reload.id = "reload-now"; reload.textContent = data.reloading ? "Reloading…" : "Reload now";
            reload.disabled = data.reloading;
            reload.addEventListener("click", async () => {
              try { const r = await api("POST", `/api/widgets/${id}/reload`); toast(`Reload: ${r.decision}`, { decision: r.decision }); } catch (e) { toast(e.message, { error: "true" }); }
            });
            budget.append(reload);

            const timeline = section("Timeline");
            timeline.id = "inspector-timeline";
            line(timeline, `policy ${data.policy || "none"}${data.policyDate ? " " + new Date(data.policyDate).toLocaleString() : ""}` +
              (data.fetchedAt ? ` · fetched ${new Date(data.fetchedAt).toLocaleString()} (${data.fetchReason})` : ""));
            const list = document.createElement("ol");
            list.className = "entries";
            for (const entry of data.entries) {
              const li = document.createElement("li");
              li.dataset.index = entry.index;
              if (entry.index === data.widget.entry) li.className = "current";
              const img = document.createElement("img");
              img.loading = "lazy";
              img.src = `/api/widgets/${id}/entries/${entry.index}/image?scale=1`;
              img.width = Math.round(data.widget.width / 2); img.height = Math.round(data.widget.height / 2);
              img.alt = `entry ${entry.index}`;
              const label = document.createElement("span");
              label.textContent = `${entry.index}: ${new Date(entry.date).toLocaleString()}${entry.ticks ? " · live dates" : ""}`;
              li.append(img, label);
              list.append(li);
            }
            timeline.append(list);

            const diagnostics = section("Diagnostics");
            diagnostics.id = "inspector-diagnostics";
            if (data.diagnostics.length === 0) line(diagnostics, "none");
            for (const d of data.diagnostics) line(diagnostics, d, "mono");

            const flight = section("Flight record");
            flight.id = "inspector-flight";
            const table = document.createElement("table");
            for (const e of data.events) {
              const tr = document.createElement("tr");
              for (const text of [new Date(e.date).toLocaleString(), e.event, e.reason, e.detail, e.budgetRemaining === null || e.budgetRemaining === undefined ? "" : `budget ${e.budgetRemaining}`]) {
                const td = document.createElement("td"); td.textContent = text; tr.append(td);
              }
              table.append(tr);
            }
            flight.append(table);
          }

          function closeInspector() { inspected = null; $("inspector").hidden = true; }

          // MARK: Gallery

          async function openGallery() {
            const dialog = $("gallery");
            const body = $("gallery-body");
            body.replaceChildren();
            let kinds = [];
            try { kinds = await api("GET", "/api/gallery"); } catch (e) { toast(e.message, { error: "true" }); return; }
            for (const k of kinds) {
              const section = document.createElement("section");
              section.className = "kind";
              section.dataset.kind = k.kind;
              const h = document.createElement("h3"); h.textContent = `${k.displayName} — ${k.appName}`;
              const p = document.createElement("p"); p.textContent = k.description;
              const row = document.createElement("div"); row.className = "families";
              for (const family of k.families) {
                const cell = document.createElement("figure");
                cell.dataset.family = family;
                const img = document.createElement("img");
                img.loading = "lazy";
                img.alt = `${k.displayName} ${family}`;
                // Fetched at the screen's pixel ratio; shown at its size in points.
                img.addEventListener("load", () => { img.width = Math.round(img.naturalWidth / dpr()); });
                img.src = `/api/gallery/snapshot?extension=${encodeURIComponent(k.extensionID)}&kind=${encodeURIComponent(k.kind)}&family=${family}&scale=${dpr()}`;
                const add = document.createElement("button");
                add.type = "button"; add.className = "add"; add.textContent = `Add ${family.replace("system", "").replace("accessory", "")}`;
                add.dataset.kind = k.kind; add.dataset.family = family;
                add.addEventListener("click", async () => {
                  try {
                    await api("POST", "/api/widgets", { appID: k.appID, kind: k.kind, family, page });
                    dialog.close();
                  } catch (e) { toast(e.message, { error: "true" }); }
                });
                cell.append(img, add);
                row.append(cell);
              }
              section.append(h, p, row);
              body.append(section);
            }
            dialog.showModal();
          }

          // MARK: Start

          window.addEventListener("DOMContentLoaded", () => {
            $("gallery-button").addEventListener("click", openGallery);
            $("gallery-close").addEventListener("click", () => $("gallery").close());
            $("edit-button").addEventListener("click", toggleEdit);
            $("inspector-close").addEventListener("click", closeInspector);
            $("widget-menu").addEventListener("keydown", menuKeys);
            document.addEventListener("click", (e) => {
              if (!$("widget-menu").hidden && !e.target.closest("#widget-menu") && !e.target.closest(".tile .menu")) closeMenu();
            });
            $("lock-button").addEventListener("click", async () => {
              try { await api("POST", "/api/lock", { locked: !state.locked }); } catch (e) { toast(e.message, { error: "true" }); }
            });
            $("scheme").addEventListener("change", () => { localStorage.setItem("vitrine.scheme", $("scheme").value); syncScheme(); });
            media.addEventListener("change", syncScheme);
            for (const b of document.querySelectorAll("#clock-controls button")) {
              b.addEventListener("click", async () => {
                try { await api("POST", "/api/clock", { advance: Number(b.dataset.advance) }); } catch (e) { toast(e.message, { error: "true" }); }
              });
            }
            document.addEventListener("visibilitychange", reportVisibility);
            window.addEventListener("hashchange", () => showPage(pageFromHash()));
            refresh().then(syncScheme).catch((e) => toast(e.message, { error: "true" }));
            connect();
            setInterval(tick, 1000);
          });
        })();
        """#
}
