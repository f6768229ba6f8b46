extension HomeAssets {
    /// The configuration editor ("Edit widget"): a form generated from the widget's schema, one
    /// field per parameter, options of dynamic parameters fetched from the host (live from the
    /// app's intent handler or entity query) with a loading state and the host's message when
    /// the app fails. Uses the home script's `window.vitrineHome` (`api`, `toast`); every
    /// element tests look for has an id or a data- attribute (docs/WEB.md).
    static let editorScript = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const home = () => window.vitrineHome;
          const typeOf = (type) => Object.keys(type || {})[0];
          const SEARCH_DELAY = 250;
          let session = null;
          let nextID = 0;

          // MARK: Values as the host writes them: one-key objects ({"string": "x"}, {"entity": {...}}).

          function valueText(v) {
            if (v === undefined || v === null) return "";
            const kind = Object.keys(v)[0], x = v[kind];
            switch (kind) {
              case "entity": return x.title + (x.subtitle ? ` — ${x.subtitle}` : "");
              case "array": return x.map(valueText).join(", ");
              case "boolean": return x ? "on" : "off";
              case "date": return new Date(x * 1000).toLocaleString();
              case "duration": return durationText(x);
              case "dateComponents": return [x.year, x.month, x.day].filter((n) => n !== undefined).join("-") +
                (x.hour !== undefined ? ` ${String(x.hour).padStart(2, "0")}:${String(x.minute || 0).padStart(2, "0")}` : "");
              default: return String(x);
            }
          }
          function caseTitle(p, id) {
            const c = (p.type.enumeration.cases || []).find((c) => c.identifier === id);
            return c ? c.title : id;
          }
          function defaultText(p) {
            const v = p.defaultValue;
            if (!v) return "";
            if (v.enumCase !== undefined && typeOf(p.type) === "enumeration") return caseTitle(p, v.enumCase);
            return valueText(v);
          }
          function sameOption(a, b) {
            if (a && b && a.entity && b.entity && a.entity.identifier && b.entity.identifier) return a.entity.identifier === b.entity.identifier;
            return JSON.stringify(a) === JSON.stringify(b);
          }
          function durationText(seconds) {
            const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = Math.round((seconds % 60) * 1000) / 1000;
            return [h ? `${h} h` : "", m ? `${m} min` : "", s || (!h && !m) ? `${s} s` : ""].filter(Boolean).join(" ");
          }
          // Seconds in "90", "1.5", "45s", "2m", "1h30m" (as the CLI reads them); NaN otherwise.
          function parseDuration(text) {
            const t = text.trim().toLowerCase();
            if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
            const parts = [...t.matchAll(/(\d+(?:\.\d+)?)\s*([dhms])/g)];
            if (!parts.length || parts.map((m) => m[0]).join("").replace(/\s/g, "") !== t.replace(/\s/g, "")) return NaN;
            const unit = { d: 86400, h: 3600, m: 60, s: 1 };
            return parts.reduce((sum, m) => sum + Number(m[1]) * unit[m[2]], 0);
          }
          const pad = (n) => String(n).padStart(2, "0");
          function localInput(date) {
            return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
          }

          // MARK: Opening

          async function open(w) {
            const dialog = $("editor");
            const token = {};
            session = { id: w.id, token, form: null, fields: [] };
            $("editor-title").textContent = `Edit ${w.displayName}`;
            $("editor-body").replaceChildren(note("Loading the widget's configuration…", "loading"));
            $("editor-notice").hidden = true;
            setError("");
            setSaving(false);
            $("editor-save").disabled = true;
            dialog.dataset.id = w.id;
            dialog.dataset.state = "loading";
            if (!dialog.open) dialog.showModal();
            let form;
            try {
              form = await home().api("GET", `/api/widgets/${w.id}/configuration`);
            } catch (e) {
              if (session && session.token === token) { $("editor-body").replaceChildren(); setError(e.message); dialog.dataset.state = "failed"; }
              return;
            }
            if (!session || session.token !== token) return;
            session.form = form;
            build(form);
            dialog.dataset.state = "ready";
            $("editor-save").disabled = false;
            const first = $("editor-body").querySelector("input, select, button");
            if (first) first.focus();
          }

          function close() {
            session = null;
            $("editor").close();
          }

          function note(text, cls) {
            const p = document.createElement("p");
            p.className = cls || "";
            p.textContent = text;
            return p;
          }

          function setError(message) {
            const e = $("editor-error");
            e.textContent = message;
            e.hidden = !message;
          }

          function setSaving(saving) {
            const b = $("editor-save");
            b.disabled = saving;
            b.textContent = saving ? "Saving…" : "Save";
            $("editor-form").setAttribute("aria-busy", String(saving));
          }

          // MARK: The form, one field per parameter

          function build(form) {
            const notice = $("editor-notice");
            const lines = [];
            if (form.problem) lines.push(`The stored configuration could not be read (${form.problem}); these are the defaults.`);
            for (const d of form.dropped || []) lines.push(`Dropped after an app update: ${d.name}: ${d.reason}`);
            notice.textContent = lines.join("\n");
            notice.hidden = lines.length === 0;
            const body = $("editor-body");
            body.replaceChildren();
            if (form.schema.description) body.append(note(form.schema.description, "hint"));
            if (form.isDefault) body.append(note("This widget uses its default configuration.", "hint"));
            session.fields = form.schema.parameters.map((p) => field(p, form.values[p.name]));
            for (const f of session.fields) body.append(f.element);
            for (const f of session.fields) if (f.load) f.load();
          }

          function field(p, value) {
            const wrapper = document.createElement("div");
            wrapper.className = "field";
            wrapper.dataset.parameter = p.name;
            wrapper.dataset.type = typeOf(p.type);
            const id = `cfg-${++nextID}`;
            const label = document.createElement(p.isArray || p.hasDynamicOptions || typeOf(p.type) === "boolean" ? "span" : "label");
            label.className = "label";
            label.id = `${id}-label`;
            if (label.tagName === "LABEL") label.htmlFor = id;
            label.textContent = p.title;
            if (p.isRequired) {
              const star = document.createElement("span");
              star.className = "required"; star.textContent = " *"; star.title = "required";
              label.append(star);
              wrapper.dataset.required = "true";
            }
            wrapper.append(label);
            const hints = [];
            if (p.description) hints.push(p.description);
            if (p.defaultValue) hints.push(`Default: ${defaultText(p)}`);
            if (p.minimum !== null && p.minimum !== undefined || p.maximum !== null && p.maximum !== undefined) {
              hints.push(`From ${p.minimum ?? "−∞"} to ${p.maximum ?? "∞"}`);
            }
            const hint = hints.length ? note(hints.join(" · "), "hint") : null;
            if (hint) hint.id = `${id}-hint`;
            const context = { p, id, label, hint, wrapper };
            const editor = p.hasDynamicOptions ? dynamicField(context, value) : p.isArray ? listField(context, value) : singleField(context, value);
            if (hint) wrapper.append(hint);
            wrapper.append(editor.element);
            return { p, element: wrapper, read: editor.read, load: editor.load };
          }

          function describe(input, context) {
            if (context.hint) input.setAttribute("aria-describedby", context.hint.id);
            if (context.p.isRequired) input.setAttribute("aria-required", "true");
          }

          // One value of a parameter that is typed in (not picked from the app's options).
          function singleField(context, value, labelText) {
            const { p, id } = context;
            const kind = typeOf(p.type);
            let input;
            if (kind === "enumeration") {
              input = document.createElement("select");
              if (!p.isRequired || !value) {
                const none = document.createElement("option");
                none.value = ""; none.textContent = p.isRequired ? "Choose…" : "None";
                input.append(none);
              }
              for (const c of p.type.enumeration.cases) {
                const o = document.createElement("option");
                o.value = c.identifier; o.textContent = c.title;
                input.append(o);
              }
              input.value = value && value.enumCase !== undefined ? value.enumCase : "";
            } else if (kind === "boolean") {
              const box = document.createElement("label");
              box.className = "switch";
              input = document.createElement("input");
              input.type = "checkbox";
              input.setAttribute("role", "switch");
              input.checked = Boolean(value && value.boolean);
              const text = document.createElement("span");
              text.textContent = labelText || p.title;
              box.append(input, text);
              input.id = id;
              describe(input, context);
              return { element: box, input, read: () => ({ boolean: input.checked }) };
            } else {
              input = document.createElement("input");
              const x = value ? value[Object.keys(value)[0]] : undefined;
              switch (kind) {
                case "integer": case "decimal":
                  input.type = "number";
                  input.step = kind === "integer" ? "1" : "any";
                  if (p.minimum !== null && p.minimum !== undefined) input.min = String(p.minimum);
                  if (p.maximum !== null && p.maximum !== undefined) input.max = String(p.maximum);
                  input.value = x === undefined ? "" : String(x);
                  break;
                case "duration":
                  input.type = "text";
                  input.inputMode = "decimal";
                  input.placeholder = "seconds, or 1h30m";
                  input.value = x === undefined ? "" : String(x);
                  break;
                case "date":
                  input.type = "datetime-local";
                  input.value = x === undefined ? "" : localInput(new Date(x * 1000));
                  break;
                case "dateComponents":
                  input.type = "datetime-local";
                  input.value = x && x.year ? `${x.year}-${pad(x.month)}-${pad(x.day)}T${pad(x.hour || 0)}:${pad(x.minute || 0)}` : "";
                  break;
                case "url":
                  input.type = "url";
                  input.placeholder = "https://…";
                  input.value = x === undefined ? "" : String(x);
                  break;
                case "entity": case "person":
                  input.type = "text";
                  input.placeholder = "identifier";
                  input.value = x === undefined ? "" : (x.identifier || x.title || "");
                  break;
                default:
                  input.type = "text";
                  input.value = x === undefined ? "" : String(x);
              }
            }
            input.id = id;
            if (labelText) input.setAttribute("aria-label", labelText);
            if (p.isRequired) input.required = true;
            describe(input, context);
            return { element: input, input, read: () => readSingle(p, kind, input) };
          }

          // The typed value, undefined when empty; throws a sentence naming the parameter.
          function readSingle(p, kind, input) {
            const text = input.value.trim();
            if (text === "") return undefined;
            const refuse = (what) => { throw new Error(`${p.title}: ${what}`); };
            switch (kind) {
              case "enumeration": return { enumCase: input.value };
              case "string": return { string: input.value };
              case "integer": case "decimal": {
                const n = Number(text);
                if (!Number.isFinite(n) || (kind === "integer" && !Number.isInteger(n))) refuse(kind === "integer" ? "enter a whole number" : "enter a number");
                // Bounds are the host's to check: one rule, one message (shown as the host words it).
                return kind === "integer" ? { integer: n } : { decimal: n };
              }
              case "duration": {
                const s = parseDuration(text);
                if (!Number.isFinite(s)) refuse("enter seconds (90) or hours and minutes (1h30m)");
                return { duration: s };
              }
              case "date": {
                const ms = new Date(text).getTime();
                if (!Number.isFinite(ms)) refuse("enter a date and time");
                return { date: ms / 1000 };
              }
              case "dateComponents": {
                const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(text);
                if (!m) refuse("enter a date and time");
                const c = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
                if (m[4] !== undefined) { c.hour = Number(m[4]); c.minute = Number(m[5]); }
                return { dateComponents: c };
              }
              case "url":
                if (!input.checkValidity() || !/^[a-z][a-z0-9+.-]*:/i.test(text)) refuse("enter a URL with a scheme (https://…)");
                return { url: text };
              case "entity": case "person": return { entity: { identifier: text, title: text } };
              default: return { string: input.value };
            }
          }

          // Several typed values: a list with Add and Remove.
          function listField(context, value) {
            const { p } = context;
            const box = document.createElement("div");
            box.className = "list";
            box.setAttribute("role", "group");
            box.setAttribute("aria-labelledby", context.label.id);
            const rows = document.createElement("ol");
            const items = [];
            function addRow(v) {
              const li = document.createElement("li");
              const single = singleField({ ...context, id: `cfg-${++nextID}` }, v, `${p.title} ${items.length + 1}`);
              const remove = document.createElement("button");
              remove.type = "button"; remove.className = "remove-item"; remove.textContent = "Remove";
              remove.setAttribute("aria-label", `Remove ${p.title} ${items.length + 1}`);
              const item = { li, read: single.read };
              remove.addEventListener("click", () => { items.splice(items.indexOf(item), 1); li.remove(); add.focus(); });
              li.append(single.element, remove);
              rows.append(li);
              items.push(item);
              return single;
            }
            const add = document.createElement("button");
            add.type = "button"; add.className = "add-item"; add.textContent = `Add ${p.title}`;
            add.addEventListener("click", () => { const s = addRow(undefined); (s.input || s.element).focus(); });
            for (const v of (value && value.array) || []) addRow(v);
            box.append(rows, add);
            return {
              element: box,
              read: () => {
                const values = items.map((i) => i.read()).filter((v) => v !== undefined);
                return values.length ? { array: values } : undefined;
              },
            };
          }

          // A parameter whose options come from the app: the suggested list in its sections, a
          // search box when the app supports search, and the chosen values (several: a list
          // with Remove).
          function dynamicField(context, value) {
            const { p } = context;
            const box = document.createElement("div");
            box.className = "picker";
            box.setAttribute("role", "group");
            box.setAttribute("aria-labelledby", context.label.id);
            let chosen = value === undefined ? [] : p.isArray ? [...(value.array || [])] : [value];
            const chosenList = document.createElement("ul");
            chosenList.className = "chosen";
            chosenList.setAttribute("aria-label", `Chosen ${p.title}`);
            const options = document.createElement("div");
            options.className = "options";
            options.setAttribute("aria-live", "polite");
            const status = document.createElement("p");
            status.className = "options-status";
            let items = [];
            let request = 0;
            let search = null;

            function renderChosen() {
              chosenList.replaceChildren(...chosen.map((v, index) => {
                const li = document.createElement("li");
                li.dataset.value = JSON.stringify(v);
                if (v.entity && v.entity.identifier) li.dataset.identifier = v.entity.identifier;
                const text = document.createElement("span");
                text.textContent = valueText(v);
                li.append(text);
                if (p.isArray || !p.isRequired) {
                  const remove = document.createElement("button");
                  remove.type = "button"; remove.className = "remove-item"; remove.textContent = "Remove";
                  remove.setAttribute("aria-label", `Remove ${valueText(v)}`);
                  remove.addEventListener("click", () => { chosen.splice(index, 1); renderChosen(); renderOptions(); });
                  li.append(remove);
                }
                return li;
              }));
              if (!chosen.length) chosenList.append(note(p.isArray ? "None chosen" : "Not set", "hint"));
            }

            function renderOptions(sections) {
              if (sections) items = sections;
              const groupName = `${context.id}-options`;
              options.replaceChildren(...items.map((section) => {
                const set = document.createElement("fieldset");
                set.className = "section";
                if (section.title) {
                  const legend = document.createElement("legend");
                  legend.textContent = section.title;
                  set.append(legend);
                  set.dataset.section = section.title;
                }
                for (const option of section.items) {
                  const label = document.createElement("label");
                  label.className = "option";
                  const input = document.createElement("input");
                  input.type = p.isArray ? "checkbox" : "radio";
                  input.name = groupName;
                  if (option.entity && option.entity.identifier) { input.value = option.entity.identifier; label.dataset.identifier = option.entity.identifier; }
                  input.checked = chosen.some((c) => sameOption(c, option));
                  input.addEventListener("change", () => {
                    if (p.isArray) {
                      chosen = input.checked ? [...chosen.filter((c) => !sameOption(c, option)), option] : chosen.filter((c) => !sameOption(c, option));
                    } else {
                      chosen = [option];
                    }
                    renderChosen();
                  });
                  const text = document.createElement("span");
                  text.textContent = valueText(option);
                  label.append(input, text);
                  set.append(label);
                }
                return set;
              }));
            }

            async function load() {
              const mine = ++request;
              box.dataset.state = "loading";
              options.setAttribute("aria-busy", "true");
              status.className = "options-status loading";
              status.removeAttribute("role");
              status.replaceChildren(document.createTextNode(search && search.value.trim() ? `Searching ${p.title}…` : `Loading ${p.title} from the app…`));
              const query = new URLSearchParams({ parameter: p.name });
              if (search && search.value.trim()) query.set("search", search.value.trim());
              query.set("values", JSON.stringify(currentValues(true)));
              let answer;
              try {
                answer = await home().api("GET", `/api/widgets/${session.id}/configuration/options?${query}`);
              } catch (e) {
                if (mine !== request) return;
                box.dataset.state = "failed";
                options.removeAttribute("aria-busy");
                status.className = "options-status failed";
                status.setAttribute("role", "alert");
                const retry = document.createElement("button");
                retry.type = "button"; retry.className = "retry"; retry.textContent = "Try again";
                retry.addEventListener("click", load);
                status.replaceChildren(document.createTextNode(e.message + " "), retry);
                // No stale list under the message: what was listed may not be what the app offers now.
                renderOptions([]);
                return;
              }
              if (mine !== request || !session) return;
              options.removeAttribute("aria-busy");
              const count = answer.sections.reduce((n, s) => n + s.items.length, 0);
              box.dataset.state = "ready";
              status.className = "options-status";
              status.textContent = count ? `${count} option${count === 1 ? "" : "s"}` : "The app offers no options" + (search && search.value.trim() ? " for this search" : "");
              renderOptions(answer.sections);
            }

            box.append(chosenList);
            if (p.supportsSearch) {
              search = document.createElement("input");
              search.type = "search";
              search.className = "search";
              search.placeholder = `Search ${p.title}`;
              search.setAttribute("aria-label", `Search ${p.title}`);
              let timer = null;
              search.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(load, SEARCH_DELAY); });
              search.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); clearTimeout(timer); load(); } });
              box.append(search);
            }
            box.append(status, options);
            renderChosen();
            return {
              element: box,
              load,
              read: () => chosen.length === 0 ? undefined : p.isArray ? { array: chosen } : chosen[0],
            };
          }

          // The values the form holds now; `lenient` skips fields that do not read (for options queries).
          function currentValues(lenient) {
            const values = {};
            for (const f of session ? session.fields : []) {
              try {
                const v = f.read();
                if (v !== undefined) values[f.p.name] = v;
              } catch (e) {
                if (!lenient) throw Object.assign(e, { field: f });
              }
            }
            return values;
          }

          // MARK: Saving

          async function save(event) {
            event.preventDefault();
            if (!session || !session.form) return;
            const current = session;
            setError("");
            let values;
            try {
              values = currentValues(false);
              for (const f of current.fields) {
                if (f.p.isRequired && values[f.p.name] === undefined) throw Object.assign(new Error(`${f.p.title} is required`), { field: f });
              }
            } catch (e) {
              setError(e.message);
              $("editor").dataset.state = "invalid";
              const target = e.field && e.field.element.querySelector("input, select");
              if (target) target.focus();
              return;
            }
            setSaving(true);
            $("editor").dataset.state = "saving";
            const widget = home().widget(current.id);
            try {
              await home().api("PUT", `/api/widgets/${current.id}/configuration`, { values });
            } catch (e) {
              if (session !== current) return;
              setSaving(false);
              setError(e.message);
              $("editor").dataset.state = "invalid";
              return;
            }
            if (session !== current) return;
            setSaving(false);
            $("editor").dataset.state = "saved";
            home().markUpdating(current.id, widget ? widget.version : null);
            close();
            home().toast("Saved. The widget reloads with its new configuration.", { saved: String(current.id) });
          }

          window.addEventListener("DOMContentLoaded", () => {
            $("editor-form").addEventListener("submit", save);
            $("editor-cancel").addEventListener("click", close);
            $("editor-close").addEventListener("click", close);
            $("editor").addEventListener("close", () => { session = null; });
          });
          window.vitrineEditor = { open };
        })();
        """#

    /// The editor's look, appended to the page's style sheet.
    static let editorStyle = #"""
        #editor { width: min(560px, 95vw); max-height: 90vh; border-radius: 14px; border: none; padding: 0; }
        body.dark #editor { background: #1c1c1e; color: #eee; }
        #editor form { display: flex; flex-direction: column; gap: 10px; padding: 14px 18px; }
        #editor header, #editor footer { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
        #editor footer { justify-content: flex-end; position: sticky; bottom: 0; }
        #editor h2 { font-size: 16px; margin: 0; }
        #editor .field { display: flex; flex-direction: column; gap: 4px; padding: 8px 0; border-bottom: 1px solid rgba(127,127,127,.2); }
        #editor .label { font-weight: 600; }
        #editor .required { color: #d70015; }
        #editor .hint { font-size: 12px; opacity: .75; margin: 0; }
        #editor input[type=text], #editor input[type=number], #editor input[type=url], #editor input[type=search], #editor input[type=datetime-local], #editor select { font: inherit; padding: 4px 8px; border-radius: 8px; border: 1px solid rgba(127,127,127,.5); }
        #editor input:focus-visible, #editor select:focus-visible, #editor button:focus-visible { outline: 2px solid #0a84ff; outline-offset: 1px; }
        #editor .switch { display: flex; gap: 8px; align-items: center; }
        #editor .list ol, #editor .chosen { list-style: none; padding: 0; margin: 0; display: flex; flex-direction: column; gap: 4px; }
        #editor .list li, #editor .chosen li { display: flex; gap: 8px; align-items: center; }
        #editor .chosen li { padding: 2px 8px; border-radius: 8px; background: rgba(10,132,255,.12); justify-content: space-between; }
        #editor .options { max-height: 240px; overflow: auto; display: flex; flex-direction: column; gap: 6px; }
        #editor .options[aria-busy="true"] { opacity: .5; }
        #editor fieldset.section { border: 1px solid rgba(127,127,127,.3); border-radius: 8px; margin: 0; padding: 4px 8px; }
        #editor fieldset.section legend { font-size: 12px; text-transform: uppercase; opacity: .7; }
        #editor .option { display: flex; gap: 8px; align-items: center; padding: 2px 0; }
        #editor .options-status { margin: 0; font-size: 12px; }
        #editor .options-status.loading::before { content: ""; display: inline-block; width: 10px; height: 10px; margin-right: 6px; border: 2px solid #0a84ff; border-right-color: transparent; border-radius: 50%; animation: spin .8s linear infinite; vertical-align: -1px; }
        #editor .options-status.failed, #editor-error { color: #d70015; }
        #editor .options-status.failed { max-height: 9em; overflow: auto; }
        body.dark #editor .options-status.failed, body.dark #editor-error { color: #ff6961; }
        #editor-notice { white-space: pre-line; font-size: 12px; background: rgba(255,159,10,.18); padding: 6px 8px; border-radius: 8px; margin: 0; }
        #editor-error { margin: 0; }
        #editor form[aria-busy="true"] #editor-save::after { content: ""; display: inline-block; width: 8px; height: 8px; margin-left: 6px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: spin .8s linear infinite; }
        @keyframes spin { to { transform: rotate(360deg); } }
        .tile img.updating { opacity: .55; transition: opacity .2s; }
        #widget-menu { position: absolute; z-index: 5; display: flex; flex-direction: column; background: rgba(250,250,252,.98); color: #111; border-radius: 10px; box-shadow: 0 6px 24px rgba(0,0,0,.3); padding: 4px; min-width: 160px; }
        #widget-menu[hidden] { display: none; }
        body.dark #widget-menu { background: rgba(44,44,46,.98); color: #eee; }
        #widget-menu button { text-align: left; border: none; background: transparent; padding: 6px 10px; border-radius: 6px; }
        #widget-menu button:hover, #widget-menu button:focus-visible { background: rgba(10,132,255,.18); }
        .tile .configure { display: none; }
        #grid.editing .tile .configure { display: inline-block; white-space: nowrap; }
        """#
}
