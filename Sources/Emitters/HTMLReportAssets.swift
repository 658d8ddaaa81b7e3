/// The report page's style sheet and script, inline in every report (no
/// network, no other file: the page works from disk and from a CI artifact);
/// the live preview serves them beside its page.
enum HTMLReportAssets {
    static let css = """
        :root{--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--err:#dc2626;--warn:#ea580c;--note:#2563eb;--hl:#c026d3}
        body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);margin:0;background:#f6f8fa}
        header,#filters,main{padding:0 20px}
        svg.defs{position:absolute}
        header h1{font-size:20px;margin:16px 0 4px}
        header p{margin:0 0 12px;color:var(--muted)}
        table#summary{border-collapse:collapse;margin:0 20px 12px;background:#fff;font-size:12px}
        #summary th,#summary td{border:1px solid var(--line);padding:3px 8px;text-align:left;white-space:nowrap}
        #summary th{background:#eef1f4;font-weight:600}
        #summary td.n{text-align:center}
        #summary td.e{color:var(--err);font-weight:600}
        #summary td.w{color:var(--warn)}
        #summary td.ok{color:#1a7f37}
        #filters{position:sticky;top:0;z-index:2;background:#f6f8fa;border-bottom:1px solid var(--line);padding-top:6px;padding-bottom:6px}
        #filters label{margin-left:12px}
        #f-count{margin-left:12px;color:var(--muted)}
        section.spec{background:#fff;border:1px solid var(--line);border-radius:6px;margin:16px 0;padding:8px 16px 12px}
        section.spec h2{font-size:16px;margin:4px 0 8px}
        section.spec h2 code{font-weight:normal;color:var(--muted)}
        .pictures{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        .pictures.stale{opacity:.35;filter:grayscale(.6)}
        figure.pic{margin:0;border:1px solid var(--line);border-radius:4px;padding:4px;background:#fafbfc}
        figure.pic figcaption{font-size:12px;color:var(--muted);margin-bottom:2px}
        figure.pic svg{display:block}
        pre.failure{background:#fff5f5;border:1px solid #f5c2c2;padding:8px;overflow:auto;font-size:12px}
        ol.findings{margin:10px 0 0;padding-left:28px;font-size:13px}
        li.finding{cursor:pointer;padding:1px 4px;border-radius:3px}
        li.finding:hover{background:#f0f3f6}
        li.finding.active{background:#fae8ff}
        li.finding .sev{font-weight:600;text-transform:lowercase}
        li.sev-error .sev{color:var(--err)}
        li.sev-warning .sev{color:var(--warn)}
        li.sev-note .sev{color:var(--note)}
        li.finding .where,li.finding .devices{color:var(--muted)}
        p.clean{color:#1a7f37;margin:8px 0 0}
        svg .v.hl{stroke:var(--hl)!important;stroke-width:4!important;stroke-opacity:1!important;fill:var(--hl)!important;fill-opacity:.25!important}
        svg .v[data-path]{cursor:pointer}
        svg .lbl{pointer-events:none}
        svg .v.picked{stroke:#1f6fd1!important;stroke-width:3!important;stroke-opacity:1!important}
        #tip{position:fixed;z-index:3;max-width:420px;background:#fff;border:1px solid var(--line);border-radius:4px;padding:6px 8px;font-size:12px;white-space:pre-wrap;box-shadow:0 2px 8px rgba(0,0,0,.15);pointer-events:none}

        """

    static let script = """
        (function(){
        var tip=document.getElementById('tip');
        function section(el){return el.closest('section.spec');}
        function sel(path){return '[data-path="'+CSS.escape(path)+'"]';}
        document.addEventListener('click',function(e){
          var li=e.target.closest('li.finding');if(!li)return;
          var on=!li.classList.contains('active');
          document.querySelectorAll('li.finding.active').forEach(function(x){x.classList.remove('active');});
          document.querySelectorAll('svg .v.hl').forEach(function(x){x.classList.remove('hl');});
          if(!on||!li.dataset.path)return;
          li.classList.add('active');
          (li.dataset.paths||li.dataset.path).split(' ').forEach(function(p){
            section(li).querySelectorAll('svg .v'+sel(p)).forEach(function(x){x.classList.add('hl');});
          });
        });
        // A view clicked in a picture: its constraints shown (held, broken, unmet), again to hide them.
        document.addEventListener('click',function(e){
          var v=e.target.closest&&e.target.closest('svg .v[data-path]');if(!v)return;
          var fig=v.closest('figure')||section(v);if(!fig)return;
          var on=!v.classList.contains('picked');
          fig.querySelectorAll('svg .v.picked').forEach(function(x){x.classList.remove('picked');});
          fig.querySelectorAll('svg .cnp.on').forEach(function(x){x.classList.remove('on');});
          if(!on)return;
          v.classList.add('picked');
          fig.querySelectorAll('svg .cnp[data-cv~="'+CSS.escape(v.dataset.path)+'"]').forEach(function(x){x.classList.add('on');});
        });
        document.addEventListener('mouseover',function(e){
          var r=e.target.closest&&e.target.closest('svg .v[data-path]');
          if(!r){tip.hidden=true;return;}
          var t=r.querySelector('title');var text=t?t.textContent:r.dataset.path;
          var p=CSS.escape(r.dataset.path);
          section(r).querySelectorAll('li.finding[data-path="'+p+'"],li.finding[data-paths~="'+p+'"]').forEach(function(li){text+='\\n• '+li.textContent;});
          tip.textContent=text;tip.hidden=false;
        });
        document.addEventListener('mousemove',function(e){
          if(tip.hidden)return;
          tip.style.left=Math.min(e.clientX+14,window.innerWidth-440)+'px';tip.style.top=(e.clientY+14)+'px';
        });
        function filter(){
          var rule=document.getElementById('f-rule').value;
          var sev={};document.querySelectorAll('#filters input[data-sev]').forEach(function(c){sev[c.dataset.sev]=c.checked;});
          var shown=0,all=0;
          document.querySelectorAll('li.finding').forEach(function(li){
            var ok=(!rule||li.dataset.rule===rule)&&sev[li.dataset.severity];
            li.hidden=!ok;all++;if(ok)shown++;
          });
          document.getElementById('f-count').textContent=shown+' of '+all+' findings shown';
        }
        document.getElementById('filters').addEventListener('change',filter);
        filter();
        if(document.body.dataset.live){
          var source=new EventSource('events');
          var pending=null;
          function chrome(){
            // Counts and the rule menu span every spec: fetched once for a burst of changes.
            if(pending)return;
            pending=setTimeout(function(){pending=null;
              fetch('chrome',{cache:'no-store'}).then(function(r){return r.ok?r.text():null;}).then(function(html){
                if(html===null)return;
                var t=document.createElement('template');t.innerHTML=html;
                var h=t.content.querySelector('header'),head=t.content.querySelector('thead'),m=t.content.querySelector('select');
                if(h)document.querySelector('header').replaceWith(h);
                if(head)document.querySelector('#summary thead').replaceWith(head);
                var menu=document.getElementById('f-rule');
                if(m){var v=menu.value;menu.innerHTML=m.innerHTML;menu.value=v;if(menu.value!==v)menu.value='';}
                filter();
              });
            },50);
          }
          source.onmessage=function(e){
            var i=e.data,target=document.getElementById('spec-'+i);
            if(!target){
              // A spec file that appeared under a watched directory: a new section and summary row.
              target=document.createElement('section');target.className='spec';target.id='spec-'+i;
              document.querySelector('main').appendChild(target);
              var tr=document.createElement('tr');tr.id='row-'+i;
              document.querySelector('#summary tbody').appendChild(tr);
            }
            fetch('section/'+i,{cache:'no-store'}).then(function(r){
              if(r.status===404){
                // A spec file that is gone: the specs after it moved up, and the last section is no more.
                var gone=document.getElementById('row-'+i);if(gone)gone.remove();
                target.remove();filter();chrome();return null;
              }
              return r.ok?r.text():null;
            }).then(function(html){
              if(html===null)return;
              var x=window.scrollX,y=window.scrollY;
              target.innerHTML=html;target.dataset.version=(+(target.dataset.version||0)+1);
              var row=target.querySelector('template.summary-row'),old=document.getElementById('row-'+i);
              if(row&&old&&row.content.firstElementChild)old.replaceWith(row.content.firstElementChild.cloneNode(true));
              target.dataset.spec=(target.querySelector('h2 code')||{}).textContent||'';
              window.scrollTo(x,y);filter();chrome();
            });
          };
        }
        })();

        """
}
