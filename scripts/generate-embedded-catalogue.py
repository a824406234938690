"""Writes the embedded catalogue: WooCommerce v3-shaped products in English and Italian
(src/catalogue/embedded/products.{en,it}.json), a drawn SVG per product view, to the
model's own proportions (public/images/products/), and the catalogue PDFs (public/catalogue/).
Each model's spec sheet and drawing are made by the site itself from these facts (src/downloads/). Run: python3 scripts/generate-embedded-catalogue.py"""
import json, os, zlib
from xml.sax.saxutils import escape  # SVG is XML: text such as 'Cake & pastry' must be escaped

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAT = {
  'bakery':   dict(en='Cake & pastry', it='Dolci e pasticceria', en_slug='bakery', it_slug='pasticceria', bg='#F2E1DA', ac='#B5655A', en_noun='cake-display', it_noun='vetrina-dolci', tid=(11, 21)),
  'icecream': dict(en='Gelato & ice cream', it='Gelato', en_slug='icecream', it_slug='gelateria', bg='#DCEBE3', ac='#4F8A6E', en_noun='gelato-display', it_noun='vetrina-gelato', tid=(12, 22)),
  'wine':     dict(en='Wine', it='Vino', en_slug='wine', it_slug='vino', bg='#EADADF', ac='#7A2638', en_noun='wine-cabinet', it_noun='cantinetta-vino', tid=(13, 23)),
  'meat':     dict(en='Meat dry-ageing', it='Frollatura carne', en_slug='meat', it_slug='carne', bg='#E9DDD3', ac='#8C4A3A', en_noun='dry-ager', it_noun='frollatore', tid=(14, 24)),
  'chocolate':dict(en='Chocolate', it='Cioccolato', en_slug='chocolate', it_slug='cioccolato', bg='#E4D5C7', ac='#5B3A29', en_noun='chocolate-display', it_noun='vetrina-cioccolato', tid=(15, 25)),
}
T = {  # temperature bands per category
  'bakery': '+2 / +8 °C', 'icecream': '-14 / -20 °C', 'wine': '+4 / +18 °C', 'meat': '+1 / +4 °C', 'chocolate': '+14 / +18 °C'}
COOL = {'v': ('Ventilated', 'Ventilata'), 's': ('Static', 'Statica'), 'h': ('Static with humidity control', 'Statica con controllo umidità')}
DOOR = {'slide': ('Sliding rear doors', 'Porte scorrevoli posteriori'), 'hinge': ('Hinged glass door', 'Porta a battente in vetro'),
        'open': ('Open front', 'Frontale aperto'), 'lift': ('Lift-up front glass', 'Vetro frontale sollevabile')}
COL = {'white': ('Pure white', 'Bianco puro'), 'black': ('Graphite black', 'Nero grafite'), 'sage': ('Sage green', 'Verde salvia'),
       'champ': ('Champagne', 'Champagne'), 'burg': ('Burgundy', 'Bordeaux'), 'sand': ('Sand', 'Sabbia'),
       'steel': ('Brushed steel', 'Acciaio spazzolato'), 'walnut': ('Walnut', 'Noce')}
# name, category, shape, cooling, door, capacity(en,it), width cm, height cm, depth cm, weight kg, power W, noise dB, kWh/24h, colours, extra feature (en,it)
P = [
 ('Aurora 90','bakery','counter','v','slide',('3 shelves','3 ripiani'),90,135,80,165,620,44,3.9,['white','sage','champ'],('Curved front glass for an unbroken view of every tray','Vetro frontale curvo per una vista continua su ogni vassoio')),
 ('Aurora 120','bakery','counter','v','slide',('3 shelves','3 ripiani'),120,135,80,198,740,45,4.6,['white','sage','champ','black'],('Curved front glass for an unbroken view of every tray','Vetro frontale curvo per una vista continua su ogni vassoio')),
 ('Petra 100','bakery','counter','s','slide',('4 shelves','4 ripiani'),100,140,75,172,540,41,3.4,['white','sand','black'],('Static cooling that keeps delicate glazes from drying out','Refrigerazione statica che non asciuga le glasse più delicate')),
 ('Petra 140','bakery','counter','s','slide',('4 shelves','4 ripiani'),140,140,75,221,690,42,4.3,['white','sand','black','walnut'],('Static cooling that keeps delicate glazes from drying out','Refrigerazione statica che non asciuga le glasse più delicate')),
 ('Velluto Counter 150','bakery','long','v','slide',('3 shelves','3 ripiani'),150,125,90,245,820,45,5.1,['champ','black','walnut'],('Marble-effect worktop and integrated serving shelf','Piano in effetto marmo e mensola di servizio integrata')),
 ('Sfoglia Tower 70','bakery','tower','v','hinge',('5 shelves','5 ripiani'),70,190,70,180,560,43,3.6,['white','sage','black'],('Rotating glass shelves to show cakes from every side','Ripiani girevoli in vetro per mostrare le torte da ogni lato')),
 ('Neve 10','icecream','counter','v','slide',('10 tubs (5 l)','10 vaschette (5 l)'),120,130,105,260,1250,48,9.8,['white','sage','champ'],('Anti-fog heated glass at -20 °C','Vetri riscaldati antiappannamento a -20 °C')),
 ('Neve 14','icecream','long','v','slide',('14 tubs (5 l)','14 vaschette (5 l)'),160,130,105,318,1480,49,11.6,['white','sage','champ','black'],('Anti-fog heated glass at -20 °C','Vetri riscaldati antiappannamento a -20 °C')),
 ('Polare 90','icecream','counter','v','slide',('8 tubs (5 l)','8 vaschette (5 l)'),90,130,100,205,980,47,8.2,['white','sand','black'],('Automatic hot-gas defrost between services','Sbrinamento automatico a gas caldo tra un servizio e l\'altro')),
 ('Polare 130','icecream','long','v','slide',('12 tubs (5 l)','12 vaschette (5 l)'),130,130,100,276,1320,48,10.4,['white','sand','black','burg'],('Automatic hot-gas defrost between services','Sbrinamento automatico a gas caldo tra un servizio e l\'altro')),
 ('Pozzetto 8','icecream','counter','s','lift',('8 wells','8 pozzetti'),110,95,90,190,900,44,7.1,['steel','black','walnut'],('Covered wells that keep artisan gelato at its best','Pozzetti con coperchio per il gelato artigianale più pregiato')),
 ('Brina Tower 60','icecream','tower','v','hinge',('6 shelves','6 ripiani'),60,195,70,165,780,45,6.4,['white','black','sage'],('Glass door freezer for take-away tubs and cakes','Armadio con porta in vetro per vaschette da asporto e semifreddi')),
 ('Cantina 60','wine','tower','h','hinge',('60 bottles','60 bottiglie'),60,185,65,120,180,38,1.1,['black','walnut','burg'],('UV-filtering double glazing','Doppio vetro con filtro UV')),
 ('Cantina 120','wine','tower','h','hinge',('120 bottles','120 bottiglie'),80,200,70,165,240,39,1.4,['black','walnut','burg','steel'],('UV-filtering double glazing','Doppio vetro con filtro UV')),
 ('Barrique Duo 140','wine','wide','h','hinge',('140 bottles','140 bottiglie'),120,200,70,215,320,39,1.8,['walnut','black','burg'],('Two independent zones for reds and whites','Due zone indipendenti per rossi e bianchi')),
 ('Sommelier Wall 180','wine','wide','h','hinge',('180 bottles','180 bottiglie'),150,210,65,260,360,40,2.1,['black','steel','walnut'],('Labels-forward racks in solid oak','Rastrelliere in rovere massello con etichette in vista')),
 ('Vinea Island 160','wine','long','h','lift',('90 bottles','90 bottiglie'),160,105,90,230,300,38,1.7,['walnut','champ','black'],('Four-sided glass island for the centre of the room','Isola vetrata su quattro lati per il centro della sala')),
 ('Calice 45','wine','tower','h','hinge',('45 bottles','45 bottiglie'),45,150,60,78,140,36,0.9,['black','walnut'],('Compact footprint for bars and restaurants','Ingombro ridotto per bar e ristoranti')),
 ('Frollo 70','meat','tower','h','hinge',('70 kg','70 kg'),70,200,80,190,420,40,2.9,['black','steel'],('UV-C lamp that keeps the air clean for the whole ageing','Lampada UV-C che mantiene l\'aria pulita per tutta la frollatura')),
 ('Frollo 140','meat','wide','h','hinge',('150 kg','150 kg'),140,200,80,285,620,41,4.2,['black','steel','burg'],('UV-C lamp that keeps the air clean for the whole ageing','Lampada UV-C che mantiene l\'aria pulita per tutta la frollatura')),
 ('Marmo Island 200','meat','long','h','slide',('120 kg','120 kg'),200,120,100,340,680,42,4.8,['steel','black','sand'],('Himalayan salt back wall that regulates humidity','Parete di sale dell\'Himalaya che regola l\'umidità')),
 ('Salumeria 120','meat','counter','s','slide',('70 kg','70 kg'),120,135,90,230,520,41,3.8,['steel','walnut','black'],('Hanging rail for cured meats and whole cuts','Barra di appendimento per salumi e tagli interi')),
 ('Riserva Tower 80','meat','tower','h','hinge',('100 kg','100 kg'),80,210,85,220,480,40,3.3,['black','burg'],('Display lighting that does not warm the meat','Illuminazione espositiva che non scalda la carne')),
 ('Himalaya 100','meat','tower','h','hinge',('100 kg','100 kg'),100,210,85,255,540,41,3.7,['black','steel','sand'],('Himalayan salt back wall that regulates humidity','Parete di sale dell\'Himalaya che regola l\'umidità')),
 ('Fondente 90','chocolate','counter','s','slide',('3 shelves','3 ripiani'),90,130,75,150,380,38,2.2,['black','champ','walnut'],('Humidity held below 60% to prevent bloom','Umidità sotto il 60% per evitare l\'affioramento')),
 ('Fondente 120','chocolate','counter','s','slide',('3 shelves','3 ripiani'),120,130,75,182,450,39,2.7,['black','champ','walnut','sage'],('Humidity held below 60% to prevent bloom','Umidità sotto il 60% per evitare l\'affioramento')),
 ('Praline Cube 60','chocolate','cube','s','lift',('2 shelves','2 ripiani'),60,110,60,95,260,36,1.5,['champ','black','white'],('Four-sided glass cube for pralines and gifts','Cubo vetrato su quattro lati per praline e confezioni regalo')),
 ('Cacao Tower 70','chocolate','tower','v','hinge',('5 shelves','5 ripiani'),70,190,65,160,420,40,2.6,['black','walnut','champ'],('Gentle airflow that keeps every shelf at the same temperature','Ventilazione delicata che tiene ogni ripiano alla stessa temperatura')),
 ('Gianduia Counter 150','chocolate','long','s','slide',('3 shelves','3 ripiani'),150,120,90,235,520,39,3.1,['walnut','champ','black'],('Integrated tempering-room lighting at 3000 K','Luci a 3000 K come in laboratorio di temperaggio')),
 ('Tempera 100','chocolate','counter','v','open',('3 shelves','3 ripiani'),100,125,80,160,480,40,2.9,['white','black','sand'],('Open front for self-service with air curtain','Frontale aperto per il self-service con lama d\'aria')),
]
RANGE = {'bakery': ('+2 °C / +10 °C, adjustable in 0.5 °C steps', '+2 °C / +10 °C, regolabile a passi di 0,5 °C'),
         'icecream': ('-12 °C / -22 °C, adjustable in 0.5 °C steps', '-12 °C / -22 °C, regolabile a passi di 0,5 °C'),
         'wine': ('+4 °C / +18 °C, humidity 50–80%', '+4 °C / +18 °C, umidità 50–80%'),
         'meat': ('0 °C / +4 °C, humidity 75–85%', '0 °C / +4 °C, umidità 75–85%'),
         'chocolate': ('+12 °C / +20 °C, humidity below 60%', '+12 °C / +20 °C, umidità inferiore al 60%')}
WHAT = {'bakery': ('cakes, mousses and single portions', 'torte, mousse e monoporzioni'), 'icecream': ('gelato, sorbets and semifreddi', 'gelato, sorbetti e semifreddi'),
        'wine': ('wines ready for service', 'vini pronti per il servizio'), 'meat': ('beef and game during dry-ageing', 'manzo e selvaggina in frollatura'),
        'chocolate': ('pralines, bars and chocolate creations', 'praline, tavolette e creazioni di cioccolato')}
SHAPE = {'counter': ('counter', 'banco'), 'long': ('long counter', 'banco lungo'), 'tower': ('upright cabinet', 'armadio verticale'),
         'wide': ('double-width upright cabinet', 'armadio verticale a doppia larghezza'), 'cube': ('glass cube', 'cubo in vetro')}
# No energy class here: only a model registered in EPREL may show one, with its label (docs/decisions/0047).
BASE_FEATURES = [('R290 natural refrigerant', 'Refrigerante naturale R290'),
                 ('4 panoramic glasses', '4 vetri panoramici'), ('4 internal LED lights', '4 luci LED interne'),
                 ('Wi-Fi thermostat', 'Termostato Wi-Fi'), ('Made in Italy, in Pesaro', 'Made in Italy, a Pesaro')]
CUSTOM = {'main_colour': ('standard', None), 'wheel_cover': ('optional', [('Brushed steel', 'Acciaio spazzolato'), ('Matching colour', 'Tinta coordinata'), ('Brass', 'Ottone')]),
          'handle': ('optional', [('Brushed steel bar', 'Barra in acciaio spazzolato'), ('Brass bar', 'Barra in ottone'), ('Leather pull', 'Maniglia in cuoio')])}

def article(noun): return 'an' if noun[0] in 'aeiou' else 'a'
def slug(name, noun): return name.lower().replace(' ', '-') + '-' + noun
def num(x, lang): s = f'{x:.1f}'; return s.replace('.', ',') if lang == 'it' else s

def product(i, p, lang):
    name, cat, shape, cool, door, cap, w, h, d, kg, watt, db, kwh, cols, extra = p
    c = CAT[cat]; L = 0 if lang == 'en' else 1
    en_slug = slug(name, c['en_noun']); my_slug = en_slug if lang == 'en' else slug(name, c['it_noun'])
    what = WHAT[cat][L]; sh = SHAPE[shape][L]
    if lang == 'en':
        short = f'<p>{name} is {article(sh)} {sh} for {what}, built in Pesaro with R290 natural refrigerant.</p>'
        desc = (f'<p>{name} keeps {what} at {T[cat]} with {COOL[cool][0].lower()} cooling, so the display stays flawless from opening to closing time. '
                f'Four panoramic glasses and four internal LED lights show every piece without hiding it behind frames or glare.</p>'
                f'<p>{extra[0]}. The Wi-Fi thermostat lets you follow temperature and alarms from your phone, and service technicians can read the log remotely.</p>'
                f'<p>Each {name} is assembled and tested by hand in our Pesaro plant, which runs 90% on its own solar power, and can be finished in the colours, lights and materials of your shop.</p>')
    else:
        short = f'<p>{name} è un {sh} per {what}, costruito a Pesaro con refrigerante naturale R290.</p>'
        desc = (f'<p>{name} conserva {what} a {T[cat]} con refrigerazione {COOL[cool][1].lower()}, perché l\'esposizione resti impeccabile dall\'apertura alla chiusura. '
                f'Quattro vetri panoramici e quattro luci LED interne mostrano ogni pezzo senza cornici né riflessi.</p>'
                f'<p>{extra[1]}. Il termostato Wi-Fi permette di seguire temperature e allarmi dallo smartphone, e l\'assistenza può leggerne lo storico a distanza.</p>'
                f'<p>Ogni {name} viene assemblato e collaudato a mano nel nostro stabilimento di Pesaro, alimentato al 90% dal proprio fotovoltaico, e può essere rifinito con i colori, le luci e i materiali del tuo locale.</p>')
    iid = 1101 + i if lang == 'en' else 2101 + i
    meta = [
        {'id': iid * 10 + 1, 'key': 'internal_dimensions', 'value': f'{w*10-80} × {d*10-160} × {h*10-520} mm'},
        {'id': iid * 10 + 2, 'key': 'temperature_range', 'value': RANGE[cat][L]},
        {'id': iid * 10 + 3, 'key': 'power', 'value': f'{watt} W'},
        {'id': iid * 10 + 4, 'key': 'noise_level', 'value': f'< {db} dB(A)'},
        {'id': iid * 10 + 5, 'key': 'energy_consumption', 'value': f'{num(kwh, lang)} kWh/24h'},
        # Width x depth x height, as a store keeps it; the WooCommerce `dimensions` below are the packed size.
        {'id': iid * 10 + 6, 'key': 'overall_dimensions', 'value': f'{w*10} x {d*10} x {h*10} mm'},
        {'id': iid * 10 + 7, 'key': 'customization', 'value': [
            {'option': 'main_colour', 'availability': 'standard', 'choices': [COL[x][L] for x in cols]},
            {'option': 'wheel_cover', 'availability': 'optional', 'choices': [x[L] for x in CUSTOM['wheel_cover'][1]]},
            {'option': 'handle', 'availability': 'optional' if door != 'open' else 'standard', 'choices': [x[L] for x in CUSTOM['handle'][1]]}]},
        {'id': iid * 10 + 8, 'key': 'general_features', 'value': [f[L] for f in BASE_FEATURES] + [extra[L]]},
        {'id': iid * 10 + 9, 'key': '_wpml_word_count', 'value': '{"total":142,"to_translate":{"it":142}}'},
    ]
    if i % 9 == 4: meta.append({'id': iid * 10 + 9 + 1000, 'key': '_yoast_wpseo_metadesc', 'value': {'raw': short}})
    cat_term = {'id': c['tid'][L], 'name': c[lang], 'slug': c[f'{lang}_slug']}
    attrs = [
        {'id': 1, 'name': 'Temperature' if lang == 'en' else 'Temperatura', 'slug': 'pa_temperature', 'position': 0, 'visible': True, 'variation': False, 'options': [T[cat]]},
        {'id': 2, 'name': 'Cooling system' if lang == 'en' else 'Sistema di refrigerazione', 'slug': 'pa_cooling', 'position': 1, 'visible': True, 'variation': False, 'options': [COOL[cool][L]]},
        {'id': 3, 'name': 'Door' if lang == 'en' else 'Porta', 'slug': 'pa_door', 'position': 2, 'visible': True, 'variation': False, 'options': [DOOR[door][L]]},
        {'id': 4, 'name': 'Capacity' if lang == 'en' else 'Capienza', 'slug': 'pa_capacity', 'position': 3, 'visible': True, 'variation': False, 'options': [cap[L]]},
        {'id': 5, 'name': 'Colour' if lang == 'en' else 'Colore', 'slug': 'pa_colour', 'position': 4, 'visible': True, 'variation': False, 'options': [COL[x][L] for x in cols]},
    ]
    alt1 = f'{name}, front view' if lang == 'en' else f'{name}, vista frontale'
    alt2 = f'{name}, three-quarter view with lights on' if lang == 'en' else f'{name}, vista di tre quarti con luci accese'
    return {
        'id': iid, 'name': name, 'slug': my_slug, 'permalink': f'https://shop.lumera-vetrine.it/{"" if lang=="en" else "it/"}product/{my_slug}/',
        'date_created': f'2025-0{1 + i % 9}-1{i % 9}T09:30:00', 'type': 'simple', 'status': 'publish', 'featured': i % 6 == 0,
        'catalog_visibility': 'visible', 'description': desc, 'short_description': short, 'sku': f'LUM-{cat[:3].upper()}-{i+1:03d}',
        'price': '', 'regular_price': '', 'sale_price': '', 'purchasable': False, 'stock_status': 'instock',
        'weight': str(kg), 'dimensions': {'length': str(w + 10), 'width': str(d + 10), 'height': str(h + 15)},
        'categories': [cat_term], 'tags': [], 'menu_order': i + 1, 'lang': lang, 'translations': {'en': 1101 + i, 'it': 2101 + i},
        'images': [{'id': iid * 100 + 1, 'src': f'/images/products/{en_slug}-1.svg', 'name': f'{en_slug}-1.svg', 'alt': alt1},
                   {'id': iid * 100 + 2, 'src': f'/images/products/{en_slug}-2.svg', 'name': f'{en_slug}-2.svg', 'alt': alt2}],
        'attributes': attrs, 'default_attributes': [], 'variations': [], 'meta_data': meta,
        '_links': {'self': [{'href': f'https://shop.lumera-vetrine.it/wp-json/wc/v3/products/{iid}'}]},
    }

GOODS = {'bakery': 'cake', 'icecream': 'tub', 'wine': 'bottle', 'meat': 'cut', 'chocolate': 'praline'}
def goods(kind, x, y, w, ac):
    out = []
    n = max(2, int(w // 46))
    for k in range(n):
        cx = x + 18 + k * (w - 36) / max(1, n - 1)
        if kind == 'cake': out.append(f'<rect x="{cx-16:.0f}" y="{y-26}" width="32" height="26" rx="4" fill="#fff" stroke="{ac}" stroke-width="2"/><rect x="{cx-16:.0f}" y="{y-30}" width="32" height="7" rx="3" fill="{ac}" opacity=".75"/>')
        elif kind == 'tub': out.append(f'<rect x="{cx-18:.0f}" y="{y-14}" width="36" height="14" fill="#fff" stroke="{ac}"/><path d="M{cx-16:.0f} {y-14} q8 -14 16 -6 q8 -10 16 6z" fill="{ac}" opacity=".55"/>')
        elif kind == 'bottle': out.append(f'<rect x="{cx-7:.0f}" y="{y-40}" width="14" height="40" rx="5" fill="{ac}"/><rect x="{cx-3:.0f}" y="{y-52}" width="6" height="14" fill="{ac}"/><rect x="{cx-6:.0f}" y="{y-26}" width="12" height="10" fill="#f4eee6"/>')
        elif kind == 'cut': out.append(f'<path d="M{cx:.0f} {y-60} v10" stroke="#999" stroke-width="2"/><ellipse cx="{cx:.0f}" cy="{y-32}" rx="15" ry="22" fill="{ac}" opacity=".85"/><ellipse cx="{cx:.0f}" cy="{y-32}" rx="7" ry="11" fill="#f4e6dc" opacity=".6"/>')
        else: out.append(f'<rect x="{cx-14:.0f}" y="{y-14}" width="10" height="10" rx="2" fill="{ac}"/><rect x="{cx+2:.0f}" y="{y-14}" width="10" height="10" rx="5" fill="{ac}" opacity=".7"/>')
    return ''.join(out)

def svg(p, view):
    name, cat, shape, _cool, _door, _cap, w, h, d, *_ = p
    c = CAT[cat]; bg, ac = c['bg'], c['ac']
    W, H = 960, 720
    # One scale for every model (px per cm): each drawing keeps its cabinet's proportions, and a small cabinet looks small.
    scale = 2.7
    cw, ch = w * scale, h * scale
    x, y = (W - cw) / 2, H - 110 - ch
    shelves = 3 if ch > 400 else 2
    skew = round(d * scale * 0.4) if view == 2 else 0
    body = []
    body.append(f'<ellipse cx="{W/2}" cy="{H-100}" rx="{cw/1.6:.0f}" ry="18" fill="#000" opacity=".08"/>')
    if skew:
        body.append(f'<path d="M{x+cw} {y} l{skew} -{skew/2} v{ch} l-{skew} {skew/2}z" fill="{ac}" opacity=".55"/>')
        body.append(f'<path d="M{x} {y} l{skew} -{skew/2} h{cw} l-{skew} {skew/2}z" fill="{ac}" opacity=".35"/>')
    body.append(f'<rect x="{x}" y="{y}" width="{cw}" height="{ch}" rx="6" fill="{ac}"/>')
    gx, gy, gw, gh = x + 14, y + 14, cw - 28, ch * (0.72 if shape in ('counter', 'long', 'cube') else 0.86)
    body.append(f'<rect x="{gx}" y="{gy}" width="{gw}" height="{gh:.0f}" rx="3" fill="#fbf8f4" opacity=".92"/>')
    for k in range(4):  # the four LED lights
        body.append(f'<rect x="{gx+6}" y="{gy + 6 + k*gh/4:.0f}" width="{gw-12}" height="3" rx="1.5" fill="#fff6d8"/>')
    for s in range(1, shelves + 1):
        sy = gy + s * gh / (shelves + 1)
        body.append(f'<rect x="{gx+8}" y="{sy:.0f}" width="{gw-16}" height="3" fill="{ac}" opacity=".4"/>')
        body.append(goods(GOODS[cat], gx + 8, sy, gw - 16, ac))
    body.append(f'<path d="M{gx+gw*0.12:.0f} {gy+8} l{gw*0.18:.0f} {gh-16:.0f}" stroke="#fff" stroke-width="10" opacity=".35"/>')
    body.append(f'<rect x="{x+20}" y="{y+ch-20}" width="{cw-40}" height="8" rx="4" fill="#fff" opacity=".25"/>')
    body.append(f'<rect x="{x+18}" y="{y+ch}" width="22" height="10" rx="2" fill="#3b3b3b"/><rect x="{x+cw-40}" y="{y+ch}" width="22" height="10" rx="2" fill="#3b3b3b"/>')
    title = f'{name}: {"front" if view == 1 else "three-quarter"} view'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" role="img"><title>{escape(title)}</title>'
            f'<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{bg}"/><stop offset="1" stop-color="#fff" stop-opacity=".5"/></linearGradient></defs>'
            f'<rect width="{W}" height="{H}" fill="{bg}"/><rect y="{H-130}" width="{W}" height="130" fill="url(#g)"/>' + ''.join(body) + '</svg>')

def pdf(lines_pages):
    """A minimal valid PDF 1.4 (Helvetica, WinAnsi) with one page per list of (size, text) lines."""
    objs = []
    def add(o): objs.append(o); return len(objs)
    font = add(b'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
    pages_id = len(objs) + 1 + 2 * len(lines_pages)
    kids = []
    for lines in lines_pages:
        y = 800; ops = []
        for size, text in lines:
            t = text.replace('\\', '\\\\').replace('(', '\\(').replace(')', '\\)')
            ops.append(f'BT /F1 {size} Tf 56 {y} Td ({t}) Tj ET')
            y -= size + 8
        stream = '\n'.join(ops).encode('cp1252', 'replace')
        content = add(b'<< /Length %d >>\nstream\n' % len(stream) + stream + b'\nendstream')
        kids.append(add(f'<< /Type /Page /Parent {pages_id} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 {font} 0 R >> >> /Contents {content} 0 R >>'.encode()))
    add(f'<< /Type /Pages /Kids [{" ".join(f"{k} 0 R" for k in kids)}] /Count {len(kids)} >>'.encode())
    catalog = add(f'<< /Type /Catalog /Pages {pages_id} 0 R >>'.encode())
    out = bytearray(b'%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'); offsets = []
    for n, o in enumerate(objs, 1):
        offsets.append(len(out)); out += f'{n} 0 obj\n'.encode() + o + b'\nendobj\n'
    xref = len(out)
    out += f'xref\n0 {len(objs)+1}\n0000000000 65535 f \n'.encode() + b''.join(f'{o:010d} 00000 n \n'.encode() for o in offsets)
    out += f'trailer\n<< /Size {len(objs)+1} /Root {catalog} 0 R >>\nstartxref\n{xref}\n%%EOF\n'.encode()
    return bytes(out)

def strip(html):
    import re; return re.sub('<[^>]+>', '', html)

def main():
    data = {lang: [product(i, p, lang) for i, p in enumerate(P)] for lang in ('en', 'it')}
    os.makedirs(f'{ROOT}/src/catalogue/embedded', exist_ok=True)
    for lang, items in data.items():
        with open(f'{ROOT}/src/catalogue/embedded/products.{lang}.json', 'w') as f: json.dump(items, f, ensure_ascii=False, indent=1)
    for d in ('images/products', 'catalogue', 'images/collections'): os.makedirs(f'{ROOT}/public/{d}', exist_ok=True)
    for i, p in enumerate(P):
        en_slug = data['en'][i]['slug']
        for view in (1, 2):
            with open(f'{ROOT}/public/images/products/{en_slug}-{view}.svg', 'w') as f: f.write(svg(p, view))
    for lang in ('en', 'it'):
        L = 0 if lang == 'en' else 1
        pages = [[(28, 'LUMERA'), (14, ('Refrigerated display cabinets made in Italy', 'Vetrine refrigerate made in Italy')[L]), (11, ('Catalogue 2026', 'Catalogo 2026')[L])]]
        for cat, c in CAT.items():
            lines = [(20, c[lang])]
            for pr in data[lang]:
                if pr['categories'][0]['slug'] == c[f'{lang}_slug']:
                    lines += [(12, pr['name']), (9, strip(pr['short_description'])[:110])]
            pages.append(lines)
        with open(f'{ROOT}/public/catalogue/lumera-catalogue-{lang}.pdf', 'wb') as f: f.write(pdf(pages))
    for cat, c in CAT.items():
        items = [p for p in P if p[1] == cat][:3]
        # Three cabinets side by side at one scale, so each keeps its size against the others, whole within the picture
        # (shadow and three-quarter side included), evenly spaced and standing on one floor, the group centred.
        def extent(k, p):
            cw, ch = p[6] * 2.7, p[7] * 2.7
            skew = round(p[8] * 2.7 * 0.4) if k % 2 else 0
            return 480 - cw / 1.6, 480 + max(cw / 1.6, cw / 2 + skew), 610 - ch - skew / 2
        ext = [extent(k, p) for k, p in enumerate(items)]
        margin, gap, bottom = 110, 50, 638
        top = min(e[2] for e in ext)
        scale = min(0.9, (1600 - 2 * margin - gap * (len(items) - 1)) / sum(r - l for l, r, _ in ext), (900 - 2 * margin) / (bottom - top))
        x = (1600 - scale * sum(r - l for l, r, _ in ext) - gap * (len(items) - 1)) / 2
        ty = (900 - scale * (bottom - top)) / 2 - scale * top
        parts = []
        for k, p in enumerate(items):
            inner = svg(p, 1 + k % 2)
            inner = inner[inner.index('<ellipse'):inner.rindex('</svg>')]
            left, right, _ = ext[k]
            parts.append(f'<g transform="translate({x - scale * left:.0f} {ty:.0f}) scale({scale:.3f})">{inner}</g>')
            x += scale * (right - left) + gap
        with open(f'{ROOT}/public/images/collections/{cat}.svg', 'w') as f:
            f.write(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img"><title>{escape(c["en"])}</title><rect width="1600" height="900" fill="{c["bg"]}"/>' + ''.join(parts) + '</svg>')

if __name__ == '__main__':
    main()
