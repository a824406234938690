"""Writes the embedded catalogue: WooCommerce v3-shaped products in each language of LANGS
(src/catalogue/embedded/products.<lang>.json), a drawn SVG per product view, to the
model's own proportions (public/images/products/), and the catalogue PDFs, one per language (public/catalogue/).
Each model's spec sheet and drawing are made by the site itself from these facts (src/downloads/). Run: python3 scripts/generate-embedded-catalogue.py"""
import json, os, zlib
from xml.sax.saxutils import escape  # SVG is XML: text such as 'Cake & pastry' must be escaped

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The catalogue's languages, in the order of every tuple below (English, Italian, German). This script cannot import
# app.config.ts, whose locale list is the one home of the site's languages: src/catalogue/embedded.test.ts fails when
# the two differ, or when a language's category slugs are not among app.config.ts's storeApi.categoryAliases.
LANGS = ('en', 'it', 'de')
ID_BASE = {'en': 1101, 'it': 2101, 'de': 3101}  # each language's product ids, as WPML gives every translation its own
CAT = {
  'bakery':   dict(en='Cake & pastry', it='Dolci e pasticceria', de='Kuchen & Konditorei', en_slug='bakery', it_slug='pasticceria', de_slug='konditorei', bg='#F2E1DA', ac='#B5655A', en_noun='cake-display', it_noun='vetrina-dolci', de_noun='kuchenvitrine', tid=(11, 21, 31)),
  'icecream': dict(en='Gelato & ice cream', it='Gelato', de='Gelato & Eis', en_slug='icecream', it_slug='gelateria', de_slug='eis', bg='#DCEBE3', ac='#4F8A6E', en_noun='gelato-display', it_noun='vetrina-gelato', de_noun='eisvitrine', tid=(12, 22, 32)),
  'wine':     dict(en='Wine', it='Vino', de='Wein', en_slug='wine', it_slug='vino', de_slug='wein', bg='#EADADF', ac='#7A2638', en_noun='wine-cabinet', it_noun='cantinetta-vino', de_noun='weinklimaschrank', tid=(13, 23, 33)),
  'meat':     dict(en='Meat dry-ageing', it='Frollatura carne', de='Fleischreifung', en_slug='meat', it_slug='carne', de_slug='fleischreifung', bg='#E9DDD3', ac='#8C4A3A', en_noun='dry-ager', it_noun='frollatore', de_noun='reifeschrank', tid=(14, 24, 34)),
  'chocolate':dict(en='Chocolate', it='Cioccolato', de='Schokolade', en_slug='chocolate', it_slug='cioccolato', de_slug='schokolade', bg='#E4D5C7', ac='#5B3A29', en_noun='chocolate-display', it_noun='vetrina-cioccolato', de_noun='pralinenvitrine', tid=(15, 25, 35)),
}
NB = '\u00a0'  # German typography: a non-breaking space between a number and its unit
T = {  # temperature bands per category
  'bakery': '+2 / +8 °C', 'icecream': '-14 / -20 °C', 'wine': '+4 / +18 °C', 'meat': '+1 / +4 °C', 'chocolate': '+14 / +18 °C'}
def temperature(cat, lang): return T[cat].replace(' °C', NB + '°C') if lang == 'de' else T[cat]
COOL = {'v': ('Ventilated', 'Ventilata', 'Umluftkühlung'), 's': ('Static', 'Statica', 'Stille Kühlung'),
        'h': ('Static with humidity control', 'Statica con controllo umidità', 'Stille Kühlung mit Feuchteregelung')}
COOL_DE_WITH = {'v': 'Umluftkühlung', 's': 'stiller Kühlung', 'h': 'stiller Kühlung und Feuchteregelung'}  # after "mit"
DOOR = {'slide': ('Sliding rear doors', 'Porte scorrevoli posteriori', 'Schiebetüren hinten'), 'hinge': ('Hinged glass door', 'Porta a battente in vetro', 'Flügeltür aus Glas'),
        'open': ('Open front', 'Frontale aperto', 'Offene Front'), 'lift': ('Lift-up front glass', 'Vetro frontale sollevabile', 'Hochklappbare Frontscheibe')}
COL = {'white': ('Pure white', 'Bianco puro', 'Reinweiß'), 'black': ('Graphite black', 'Nero grafite', 'Graphitschwarz'), 'sage': ('Sage green', 'Verde salvia', 'Salbeigrün'),
       'champ': ('Champagne', 'Champagne', 'Champagner'), 'burg': ('Burgundy', 'Bordeaux', 'Bordeauxrot'), 'sand': ('Sand', 'Sabbia', 'Sand'),
       'steel': ('Brushed steel', 'Acciaio spazzolato', 'Edelstahl gebürstet'), 'walnut': ('Walnut', 'Noce', 'Nussbaum')}
SHELVES = lambda n: (f'{n} shelves', f'{n} ripiani', f'{n} Etagen')
TUBS = lambda n: (f'{n} tubs (5 l)', f'{n} vaschette (5 l)', f'{n} Eiswannen (5{NB}l)')
BOTTLES = lambda n: (f'{n} bottles', f'{n} bottiglie', f'{n} Flaschen')
KG = lambda n: (f'{n} kg', f'{n} kg', f'{n}{NB}kg')
# name, category, shape, cooling, door, capacity(en,it,de), width cm, height cm, depth cm, weight kg, power W, noise dB, kWh/24h, colours, extra feature (en,it,de)
P = [
 ('Aurora 90','bakery','counter','v','slide',SHELVES(3),90,135,80,165,620,44,3.9,['white','sage','champ'],('Curved front glass for an unbroken view of every tray','Vetro frontale curvo per una vista continua su ogni vassoio','Gebogene Frontscheibe für den freien Blick auf jedes Tablett')),
 ('Aurora 120','bakery','counter','v','slide',SHELVES(3),120,135,80,198,740,45,4.6,['white','sage','champ','black'],('Curved front glass for an unbroken view of every tray','Vetro frontale curvo per una vista continua su ogni vassoio','Gebogene Frontscheibe für den freien Blick auf jedes Tablett')),
 ('Petra 100','bakery','counter','s','slide',SHELVES(4),100,140,75,172,540,41,3.4,['white','sand','black'],('Static cooling that keeps delicate glazes from drying out','Refrigerazione statica che non asciuga le glasse più delicate','Stille Kühlung, die auch empfindliche Glasuren nicht austrocknet')),
 ('Petra 140','bakery','counter','s','slide',SHELVES(4),140,140,75,221,690,42,4.3,['white','sand','black','walnut'],('Static cooling that keeps delicate glazes from drying out','Refrigerazione statica che non asciuga le glasse più delicate','Stille Kühlung, die auch empfindliche Glasuren nicht austrocknet')),
 ('Velluto Counter 150','bakery','long','v','slide',SHELVES(3),150,125,90,245,820,45,5.1,['champ','black','walnut'],('Marble-effect worktop and integrated serving shelf','Piano in effetto marmo e mensola di servizio integrata','Arbeitsplatte in Marmoroptik und integrierte Servierablage')),
 ('Sfoglia Tower 70','bakery','tower','v','hinge',SHELVES(5),70,190,70,180,560,43,3.6,['white','sage','black'],('Rotating glass shelves to show cakes from every side','Ripiani girevoli in vetro per mostrare le torte da ogni lato','Drehbare Glasböden, die Torten von allen Seiten zeigen')),
 ('Neve 10','icecream','counter','v','slide',TUBS(10),120,130,105,260,1250,48,9.8,['white','sage','champ'],('Anti-fog heated glass at -20 °C','Vetri riscaldati antiappannamento a -20 °C',f'Beheizte Scheiben, die auch bei -20{NB}°C nicht beschlagen')),
 ('Neve 14','icecream','long','v','slide',TUBS(14),160,130,105,318,1480,49,11.6,['white','sage','champ','black'],('Anti-fog heated glass at -20 °C','Vetri riscaldati antiappannamento a -20 °C',f'Beheizte Scheiben, die auch bei -20{NB}°C nicht beschlagen')),
 ('Polare 90','icecream','counter','v','slide',TUBS(8),90,130,100,205,980,47,8.2,['white','sand','black'],('Automatic hot-gas defrost between services','Sbrinamento automatico a gas caldo tra un servizio e l\'altro','Automatische Heißgasabtauung in den Servicepausen')),
 ('Polare 130','icecream','long','v','slide',TUBS(12),130,130,100,276,1320,48,10.4,['white','sand','black','burg'],('Automatic hot-gas defrost between services','Sbrinamento automatico a gas caldo tra un servizio e l\'altro','Automatische Heißgasabtauung in den Servicepausen')),
 ('Pozzetto 8','icecream','counter','s','lift',('8 wells','8 pozzetti','8 Kühlschächte'),110,95,90,190,900,44,7.1,['steel','black','walnut'],('Covered wells that keep artisan gelato at its best','Pozzetti con coperchio per il gelato artigianale più pregiato','Kühlschächte mit Deckel, in denen handwerkliches Gelato seine beste Qualität behält')),
 ('Brina Tower 60','icecream','tower','v','hinge',SHELVES(6),60,195,70,165,780,45,6.4,['white','black','sage'],('Glass door freezer for take-away tubs and cakes','Armadio con porta in vetro per vaschette da asporto e semifreddi','Tiefkühlschrank mit Glastür für Eis zum Mitnehmen und Semifreddi')),
 ('Cantina 60','wine','tower','h','hinge',BOTTLES(60),60,185,65,120,180,38,1.1,['black','walnut','burg'],('UV-filtering double glazing','Doppio vetro con filtro UV','UV-filternde Doppelverglasung')),
 ('Cantina 120','wine','tower','h','hinge',BOTTLES(120),80,200,70,165,240,39,1.4,['black','walnut','burg','steel'],('UV-filtering double glazing','Doppio vetro con filtro UV','UV-filternde Doppelverglasung')),
 ('Barrique Duo 140','wine','wide','h','hinge',BOTTLES(140),120,200,70,215,320,39,1.8,['walnut','black','burg'],('Two independent zones for reds and whites','Due zone indipendenti per rossi e bianchi','Zwei unabhängige Temperaturzonen für Rot- und Weißweine')),
 ('Sommelier Wall 180','wine','wide','h','hinge',BOTTLES(180),150,210,65,260,360,40,2.1,['black','steel','walnut'],('Labels-forward racks in solid oak','Rastrelliere in rovere massello con etichette in vista','Flaschenregale aus massiver Eiche, die Etiketten nach vorn')),
 ('Vinea Island 160','wine','long','h','lift',BOTTLES(90),160,105,90,230,300,38,1.7,['walnut','champ','black'],('Four-sided glass island for the centre of the room','Isola vetrata su quattro lati per il centro della sala','Rundum verglaste Insel für die Mitte des Raums')),
 ('Calice 45','wine','tower','h','hinge',BOTTLES(45),45,150,60,78,140,36,0.9,['black','walnut'],('Compact footprint for bars and restaurants','Ingombro ridotto per bar e ristoranti','Kompakte Stellfläche für Bars und Restaurants')),
 ('Frollo 70','meat','tower','h','hinge',KG(70),70,200,80,190,420,40,2.9,['black','steel'],('UV-C lamp that keeps the air clean for the whole ageing','Lampada UV-C che mantiene l\'aria pulita per tutta la frollatura','UV-C-Lampe, die die Luft während der gesamten Reifezeit rein hält')),
 ('Frollo 140','meat','wide','h','hinge',KG(150),140,200,80,285,620,41,4.2,['black','steel','burg'],('UV-C lamp that keeps the air clean for the whole ageing','Lampada UV-C che mantiene l\'aria pulita per tutta la frollatura','UV-C-Lampe, die die Luft während der gesamten Reifezeit rein hält')),
 ('Marmo Island 200','meat','long','h','slide',KG(120),200,120,100,340,680,42,4.8,['steel','black','sand'],('Himalayan salt back wall that regulates humidity','Parete di sale dell\'Himalaya che regola l\'umidità','Rückwand aus Himalaya-Salz, die die Luftfeuchte reguliert')),
 ('Salumeria 120','meat','counter','s','slide',KG(70),120,135,90,230,520,41,3.8,['steel','walnut','black'],('Hanging rail for cured meats and whole cuts','Barra di appendimento per salumi e tagli interi','Hängeschiene für Salami, Schinken und ganze Teilstücke')),
 ('Riserva Tower 80','meat','tower','h','hinge',KG(100),80,210,85,220,480,40,3.3,['black','burg'],('Display lighting that does not warm the meat','Illuminazione espositiva che non scalda la carne','Präsentationsbeleuchtung, die das Fleisch nicht erwärmt')),
 ('Himalaya 100','meat','tower','h','hinge',KG(100),100,210,85,255,540,41,3.7,['black','steel','sand'],('Himalayan salt back wall that regulates humidity','Parete di sale dell\'Himalaya che regola l\'umidità','Rückwand aus Himalaya-Salz, die die Luftfeuchte reguliert')),
 ('Fondente 90','chocolate','counter','s','slide',SHELVES(3),90,130,75,150,380,38,2.2,['black','champ','walnut'],('Humidity held below 60% to prevent bloom','Umidità sotto il 60% per evitare l\'affioramento',f'Luftfeuchte stets unter 60{NB}%, damit sich kein Reif bildet')),
 ('Fondente 120','chocolate','counter','s','slide',SHELVES(3),120,130,75,182,450,39,2.7,['black','champ','walnut','sage'],('Humidity held below 60% to prevent bloom','Umidità sotto il 60% per evitare l\'affioramento',f'Luftfeuchte stets unter 60{NB}%, damit sich kein Reif bildet')),
 ('Praline Cube 60','chocolate','cube','s','lift',SHELVES(2),60,110,60,95,260,36,1.5,['champ','black','white'],('Four-sided glass cube for pralines and gifts','Cubo vetrato su quattro lati per praline e confezioni regalo','Rundum verglaster Kubus für Pralinen und Geschenkpackungen')),
 ('Cacao Tower 70','chocolate','tower','v','hinge',SHELVES(5),70,190,65,160,420,40,2.6,['black','walnut','champ'],('Gentle airflow that keeps every shelf at the same temperature','Ventilazione delicata che tiene ogni ripiano alla stessa temperatura','Sanfte Luftführung, die jede Etage auf derselben Temperatur hält')),
 ('Gianduia Counter 150','chocolate','long','s','slide',SHELVES(3),150,120,90,235,520,39,3.1,['walnut','champ','black'],('Integrated tempering-room lighting at 3000 K','Luci a 3000 K come in laboratorio di temperaggio',f'Integriertes Licht mit 3.000{NB}K wie in der Temperierküche')),
 ('Tempera 100','chocolate','counter','v','open',SHELVES(3),100,125,80,160,480,40,2.9,['white','black','sand'],('Open front for self-service with air curtain','Frontale aperto per il self-service con lama d\'aria','Offene Front mit Luftschleier für die Selbstbedienung')),
]
RANGE = {'bakery': ('+2 °C / +10 °C, adjustable in 0.5 °C steps', '+2 °C / +10 °C, regolabile a passi di 0,5 °C', f'+2{NB}°C / +10{NB}°C, einstellbar in Schritten von 0,5{NB}°C'),
         'icecream': ('-12 °C / -22 °C, adjustable in 0.5 °C steps', '-12 °C / -22 °C, regolabile a passi di 0,5 °C', f'-12{NB}°C / -22{NB}°C, einstellbar in Schritten von 0,5{NB}°C'),
         'wine': ('+4 °C / +18 °C, humidity 50–80%', '+4 °C / +18 °C, umidità 50–80%', f'+4{NB}°C / +18{NB}°C, Luftfeuchte 50–80{NB}%'),
         'meat': ('0 °C / +4 °C, humidity 75–85%', '0 °C / +4 °C, umidità 75–85%', f'0{NB}°C / +4{NB}°C, Luftfeuchte 75–85{NB}%'),
         'chocolate': ('+12 °C / +20 °C, humidity below 60%', '+12 °C / +20 °C, umidità inferiore al 60%', f'+12{NB}°C / +20{NB}°C, Luftfeuchte unter 60{NB}%')}
WHAT = {'bakery': ('cakes, mousses and single portions', 'torte, mousse e monoporzioni', 'Torten, Mousses und Einzelportionen'),
        'icecream': ('gelato, sorbets and semifreddi', 'gelato, sorbetti e semifreddi', 'Gelato, Sorbets und Semifreddi'),
        'wine': ('wines ready for service', 'vini pronti per il servizio', 'trinkbereite Weine'),
        'meat': ('beef and game during dry-ageing', 'manzo e selvaggina in frollatura', 'Rind und Wild während der Trockenreifung'),
        'chocolate': ('pralines, bars and chocolate creations', 'praline, tavolette e creazioni di cioccolato', 'Pralinen, Tafeln und Schokoladenkreationen')}
# German carries its article with the noun ("eine Thekenvitrine", "ein Vitrinenschrank").
SHAPE = {'counter': ('counter', 'banco', 'eine Thekenvitrine'), 'long': ('long counter', 'banco lungo', 'eine lange Thekenvitrine'),
         'tower': ('upright cabinet', 'armadio verticale', 'ein Vitrinenschrank'),
         'wide': ('double-width upright cabinet', 'armadio verticale a doppia larghezza', 'ein Vitrinenschrank in doppelter Breite'),
         'cube': ('glass cube', 'cubo in vetro', 'ein Glaskubus')}
# No energy class here: only a model registered in EPREL may show one, with its label (docs/decisions/0047).
BASE_FEATURES = [('R290 natural refrigerant', 'Refrigerante naturale R290', 'Natürliches Kältemittel R290'),
                 ('4 panoramic glasses', '4 vetri panoramici', '4 Panoramascheiben'), ('4 internal LED lights', '4 luci LED interne', '4 LED-Leuchten im Innenraum'),
                 ('Wi-Fi thermostat', 'Termostato Wi-Fi', 'WLAN-Thermostat'), ('Made in Italy, in Pesaro', 'Made in Italy, a Pesaro', 'Made in Italy, gefertigt in Pesaro')]
CUSTOM = {'main_colour': ('standard', None),
          'wheel_cover': ('optional', [('Brushed steel', 'Acciaio spazzolato', 'Edelstahl gebürstet'), ('Matching colour', 'Tinta coordinata', 'In Gehäusefarbe'), ('Brass', 'Ottone', 'Messing')]),
          'handle': ('optional', [('Brushed steel bar', 'Barra in acciaio spazzolato', 'Stangengriff aus gebürstetem Edelstahl'), ('Brass bar', 'Barra in ottone', 'Stangengriff aus Messing'), ('Leather pull', 'Maniglia in cuoio', 'Ledergriff')])}
ATTRIBUTE_NAMES = {'Temperature': ('Temperature', 'Temperatura', 'Temperatur'), 'Cooling system': ('Cooling system', 'Sistema di refrigerazione', 'Kühlsystem'),
                   'Door': ('Door', 'Porta', 'Tür'), 'Capacity': ('Capacity', 'Capienza', 'Kapazität'), 'Colour': ('Colour', 'Colore', 'Farbe')}
VIEWS = {'front': ('{name}, front view', '{name}, vista frontale', '{name}, Vorderansicht'),
         'three_quarter': ('{name}, three-quarter view with lights on', '{name}, vista di tre quarti con luci accese', '{name}, Dreiviertelansicht mit eingeschalteter Beleuchtung')}
COVER = {'tagline': ('Refrigerated display cabinets made in Italy', 'Vetrine refrigerate made in Italy', 'Kühlvitrinen made in Italy'),
         'edition': ('Catalogue 2026', 'Catalogo 2026', 'Katalog 2026')}

def article(noun): return 'an' if noun[0] in 'aeiou' else 'a'
def slug(name, noun): return name.lower().replace(' ', '-') + '-' + noun
def num(x, lang): s = f'{x:.1f}'; return s if lang == 'en' else s.replace('.', ',')
def unit(lang): return NB if lang == 'de' else ' '  # the space between a figure and its unit

# Each language's short and long description: (name, what, shape, cooling, temperature, extra feature) -> (short, long).
def texts_en(name, what, sh, cool, temp, extra):
    return (f'<p>{name} is {article(sh)} {sh} for {what}, built in Pesaro with R290 natural refrigerant.</p>',
            f'<p>{name} keeps {what} at {temp} with {COOL[cool][0].lower()} cooling, so the display stays flawless from opening to closing time. '
            f'Four panoramic glasses and four internal LED lights show every piece without hiding it behind frames or glare.</p>'
            f'<p>{extra}. The Wi-Fi thermostat lets you follow temperature and alarms from your phone, and service technicians can read the log remotely.</p>'
            f'<p>Each {name} is assembled and tested by hand in our Pesaro plant, which runs 90% on its own solar power, and can be finished in the colours, lights and materials of your shop.</p>')

def texts_it(name, what, sh, cool, temp, extra):
    return (f'<p>{name} è un {sh} per {what}, costruito a Pesaro con refrigerante naturale R290.</p>',
            f'<p>{name} conserva {what} a {temp} con refrigerazione {COOL[cool][1].lower()}, perché l\'esposizione resti impeccabile dall\'apertura alla chiusura. '
            f'Quattro vetri panoramici e quattro luci LED interne mostrano ogni pezzo senza cornici né riflessi.</p>'
            f'<p>{extra}. Il termostato Wi-Fi permette di seguire temperature e allarmi dallo smartphone, e l\'assistenza può leggerne lo storico a distanza.</p>'
            f'<p>Ogni {name} viene assemblato e collaudato a mano nel nostro stabilimento di Pesaro, alimentato al 90% dal proprio fotovoltaico, e può essere rifinito con i colori, le luci e i materiali del tuo locale.</p>')

def texts_de(name, what, sh, cool, temp, extra):
    return (f'<p>{name} ist {sh} für {what}, gebaut in Pesaro mit dem natürlichen Kältemittel R290.</p>',
            f'<p>{name} lagert {what} mit {COOL_DE_WITH[cool]} bei {temp}, damit die Auslage vom Öffnen bis zum Ladenschluss makellos bleibt. '
            f'Vier Panoramascheiben und vier LED-Leuchten im Innenraum zeigen jedes Stück frei von verdeckenden Rahmen und Spiegelungen.</p>'
            f'<p>{extra}. Über das WLAN-Thermostat behalten Sie Temperatur und Alarme auf dem Smartphone im Blick, und unser Kundendienst kann das Protokoll aus der Ferne auslesen.</p>'
            f'<p>Jede {name} wird in unserem Werk in Pesaro, das zu 90{NB}% mit eigenem Solarstrom arbeitet, von Hand montiert und geprüft. Farben, Licht und Materialien stimmen wir auf Ihr Geschäft ab.</p>')

TEXTS = {'en': texts_en, 'it': texts_it, 'de': texts_de}

def product(i, p, lang):
    name, cat, shape, cool, door, cap, w, h, d, kg, watt, db, kwh, cols, extra = p
    c = CAT[cat]; L = LANGS.index(lang); u = unit(lang)
    en_slug = slug(name, c['en_noun']); my_slug = slug(name, c[f'{lang}_noun'])
    short, desc = TEXTS[lang](name, WHAT[cat][L], SHAPE[shape][L], cool, temperature(cat, lang), extra[L])
    iid = ID_BASE[lang] + i
    meta = [
        {'id': iid * 10 + 1, 'key': 'internal_dimensions', 'value': f'{w*10-80} × {d*10-160} × {h*10-520}{u}mm'},
        {'id': iid * 10 + 2, 'key': 'temperature_range', 'value': RANGE[cat][L]},
        {'id': iid * 10 + 3, 'key': 'power', 'value': f'{watt}{u}W'},
        {'id': iid * 10 + 4, 'key': 'noise_level', 'value': f'< {db}{u}dB(A)'},
        {'id': iid * 10 + 5, 'key': 'energy_consumption', 'value': f'{num(kwh, lang)}{u}kWh/24{NB if lang == "de" else ""}h'},
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
    attribute = lambda n, name, slug_, options: {'id': n + 1, 'name': ATTRIBUTE_NAMES[name][L], 'slug': slug_, 'position': n, 'visible': True, 'variation': False, 'options': options}
    attrs = [
        attribute(0, 'Temperature', 'pa_temperature', [temperature(cat, lang)]),
        attribute(1, 'Cooling system', 'pa_cooling', [COOL[cool][L]]),
        attribute(2, 'Door', 'pa_door', [DOOR[door][L]]),
        attribute(3, 'Capacity', 'pa_capacity', [cap[L]]),
        attribute(4, 'Colour', 'pa_colour', [COL[x][L] for x in cols]),
    ]
    alt1 = VIEWS['front'][L].format(name=name)
    alt2 = VIEWS['three_quarter'][L].format(name=name)
    return {
        'id': iid, 'name': name, 'slug': my_slug, 'permalink': f'https://shop.lumera-vetrine.it/{"" if lang=="en" else lang + "/"}product/{my_slug}/',
        'date_created': f'2025-0{1 + i % 9}-1{i % 9}T09:30:00', 'type': 'simple', 'status': 'publish', 'featured': i % 6 == 0,
        'catalog_visibility': 'visible', 'description': desc, 'short_description': short, 'sku': f'LUM-{cat[:3].upper()}-{i+1:03d}',
        'price': '', 'regular_price': '', 'sale_price': '', 'purchasable': False, 'stock_status': 'instock',
        'weight': str(kg), 'dimensions': {'length': str(w + 10), 'width': str(d + 10), 'height': str(h + 15)},
        'categories': [cat_term], 'tags': [], 'menu_order': i + 1, 'lang': lang, 'translations': {l: ID_BASE[l] + i for l in LANGS},
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
    data = {lang: [product(i, p, lang) for i, p in enumerate(P)] for lang in LANGS}
    os.makedirs(f'{ROOT}/src/catalogue/embedded', exist_ok=True)
    for lang, items in data.items():
        with open(f'{ROOT}/src/catalogue/embedded/products.{lang}.json', 'w') as f: json.dump(items, f, ensure_ascii=False, indent=1)
    for d in ('images/products', 'catalogue', 'images/collections'): os.makedirs(f'{ROOT}/public/{d}', exist_ok=True)
    for i, p in enumerate(P):
        en_slug = data['en'][i]['slug']
        for view in (1, 2):
            with open(f'{ROOT}/public/images/products/{en_slug}-{view}.svg', 'w') as f: f.write(svg(p, view))
    for lang in LANGS:
        L = LANGS.index(lang)
        pages = [[(28, 'LUMERA'), (14, COVER['tagline'][L]), (11, COVER['edition'][L])]]
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
