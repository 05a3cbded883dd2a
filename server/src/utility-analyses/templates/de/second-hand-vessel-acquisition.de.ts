import type { TemplateTexts } from '../template-texts';

/** German texts of `second-hand-vessel-acquisition-v1`, after docs/glossary.md. */
export const secondHandVesselAcquisitionDe = {
  title: 'Erwerb eines Second-Hand-Schiffs (Investorensicht)',
  description:
    'Vergleicht zum Verkauf angebotene Second-Hand-Schiffe oder konkurrierende Angebote für dasselbe Schiff aus Sicht des kaufenden Eigners oder ' +
    'Eigenkapitalinvestors. Die Kriterien folgen einer typischen Ankaufsprüfung deutscher KG-Häuser und Family Offices: Wert und Preis im Vergleich ' +
    'zum DCF-Wert und zu Maklerbewertungen, Ertragskraft im Vergleich zur Cash-Break-even-Rate, technischer Zustand und Klasse, Markt und ' +
    'Beschäftigung, Finanzierungsspielraum sowie Umwelt- und Sanktions-Compliance. Als Cashflow-Kennzahlen gekennzeichnete Kriterien werden aus der ' +
    'mit der jeweiligen Alternative verknüpften Cashflow-Bewertung gelesen und können überschrieben werden. ' +
    'K.-o.-Kriterien schließen ein Schiff mit suspendierter Klasse, einem Sanktionstreffer, einem minimalen DSCR unter 1,00x oder einem maximalen ' +
    'LTV über 90 % aus, unabhängig von seinem Punktwert.',
  scaleAnchors: {
    0: 'Unannehmbar: bei diesem Kriterium ein Ausschlussgrund; der Kauf würde zu diesen Bedingungen nicht weiterverfolgt.',
    2: 'Schwach: wesentliche Mängel, die vor dem Closing eine Preisminderung, ein Investitionsbudget oder eine vertragliche Regelung erfordern.',
    5: 'Angemessen: marktüblich für ein Schiff dieses Typs, dieser Größe und dieses Alters.',
    8: 'Gut: deutlich besser als marktüblich; nur kleinere Punkte sind nachzuverfolgen.',
    10: 'Ausgezeichnet: Spitzenklasse unter vergleichbarer Tonnage; keine Vorbehalte.',
  },
  criteria: {
    'value-and-price': {
      title: 'Wert und Preis',
      description: 'Ob der Kaufpreis durch die Ertragskraft des Schiffs und durch unabhängige Bewertungen gerechtfertigt ist.',
    },
    'price-to-dcf-value': {
      title: 'Gesamtanschaffungskosten im Verhältnis zum DCF-Wert',
      description:
        'Gesamtanschaffungskosten (Kaufpreis zuzüglich Übergabe-, Übernahme- und Anfangskosten) geteilt durch den DCF-Wert der verknüpften ' +
        'Cashflow-Bewertung. Unter 1,00x wird das Schiff unter seinem langfristigen Wert gekauft. Punktwert 10 bei 0,80x oder weniger und 0 bei 1,30x oder mehr.',
    },
    'price-to-broker-valuation': {
      title: 'Preis im Verhältnis zur mittleren Maklerbewertung',
      description:
        'Aufschlag (positiv) oder Abschlag (negativ) des Kaufpreises gegenüber dem Mittelwert von mindestens zwei unabhängigen, charterfreien ' +
        'Desktop-Bewertungen anerkannter S&P-Makler, in Prozent. Die Bewertungen sollten nicht älter als drei Monate sein. ' +
        'Punktwert 10 bei 10 % Abschlag und 0 bei 15 % Aufschlag.',
    },
    'valuation-spread': {
      title: 'Streuung der Maklerbewertungen',
      description:
        'Differenz zwischen der höchsten und der niedrigsten unabhängigen Maklerbewertung in Prozent ihres Mittelwerts. Eine große Streuung deutet auf ' +
        'ein illiquides Segment oder ein ungewöhnliches Schiff hin und erschwert es, den Preis gegenüber Banken und Mitinvestoren zu vertreten. ' +
        'Punktwert 10 bei 0 % und 0 bei 20 % oder mehr.',
    },
    earnings: {
      title: 'Ertragskraft',
      description: 'Die Ertragskraft des Schiffs im Verhältnis zu seinen zahlungswirksamen Kosten und wie viel davon abgesichert ist.',
    },
    'cash-breakeven-to-charter': {
      title: 'Cash-Break-even im Verhältnis zur durchschnittlichen Charterrate',
      description:
        'Durchschnittliche Cash-Break-even-Rate (Schiffsbetriebskosten, Prüfung und Steuerberatung, Dockungen und Schuldendienst je Netto-On-Hire-Tag) ' +
        'geteilt durch die in der verknüpften Cashflow-Bewertung angenommene durchschnittliche Charterrate. Unter 1,00x deckt das Schiff seine ' +
        'zahlungswirksamen Kosten. Punktwert 10 bei 0,60x oder weniger und 0 bei 1,10x oder mehr.',
    },
    'charter-coverage': {
      title: 'Charterabsicherung',
      description:
        'Bei Übernahme gesicherte Beschäftigung: Restlaufzeit einer festen Zeitcharter und deren Rate im Verhältnis zur Cash-Break-even-Rate. Eine mit ' +
        'dem Schiff übernommene Charter zählt, wenn der Charterer dem Eignerwechsel zugestimmt hat.',
      options: {
        'fixed-24-months': 'Zeitcharter über 24 Monate oder länger zu einer Rate oberhalb der Cash-Break-even-Rate',
        'fixed-12-months': 'Zeitcharter über 12 bis 24 Monate zu einer Rate oberhalb der Cash-Break-even-Rate',
        'short-period': 'Zeitcharter unter 12 Monaten oder indexgebundene Charter',
        'spot-or-pool': 'Charterfreie Übernahme, nur Spot- oder Poolbeschäftigung',
        'below-breakeven': 'Feste Charter zu einer Rate unterhalb der Cash-Break-even-Rate',
      },
    },
    'opex-to-benchmark': {
      title: 'Schiffsbetriebskosten im Vergleich zur Benchmark',
      description:
        'Budgetierte tägliche Schiffsbetriebskosten (Besatzung, Vorräte, Schmierstoffe, Reparatur und Instandhaltung, Versicherung, Management) im ' +
        'Vergleich zu einer Branchen-Benchmark für Typ, Größe und Alter (zum Beispiel einer veröffentlichten Opex-Studie), in Prozent oberhalb (positiv) ' +
        'oder unterhalb (negativ) der Benchmark. Punktwert 10 bei 10 % darunter und 0 bei 25 % darüber.',
      unit: '% ggü. Benchmark',
    },
    'technical-condition': {
      title: 'Technischer Zustand',
      description: 'Alter, Klasse und physischer Zustand des Schiffs nach den Klassenunterlagen und der Ankaufsbesichtigung.',
    },
    'age-to-useful-life': {
      title: 'Schiffsalter im Verhältnis zur wirtschaftlichen Nutzungsdauer',
      description:
        'Alter des Schiffs am Bewertungsstichtag geteilt durch seine wirtschaftliche Nutzungsdauer in der verknüpften Cashflow-Bewertung. Je später im ' +
        'Lebenszyklus, desto weniger Zeit bleibt, den Preis zurückzuverdienen, und desto stärker hängt der Restwert von den Schrottpreisen ab. ' +
        'Punktwert 10 bei 0,10 oder weniger und 0 bei 0,90 oder mehr.',
      unit: 'Verhältnis',
    },
    'class-status': {
      title: 'Klassestatus',
      description:
        'Status in den Unterlagen der Klassifikationsgesellschaft bei der Besichtigung: Mitgliedschaft in der IACS, offene Klassebedingungen ' +
        '(Conditions of Class, Empfehlungen) und Memoranda. Ein Wechsel der Klassifikationsgesellschaft bei Übernahme ist wie der schwächere der beiden ' +
        'Befunde zu behandeln.',
      options: {
        'iacs-clean': 'IACS-Klasse, keine Klassebedingungen und keine Memoranda',
        'iacs-memoranda': 'IACS-Klasse, Memoranda oder geringfügige Bedingungen, die der Verkäufer vor der Übergabe erledigt',
        'iacs-open-conditions': 'IACS-Klasse mit offenen Klassebedingungen, die auf den Käufer übergehen',
        'non-iacs': 'Klasse bei einer Gesellschaft außerhalb der IACS',
        suspended: 'Klasse suspendiert oder entzogen',
      },
    },
    'special-survey': {
      title: 'Erneuerungsbesichtigung und Dockung',
      description:
        'Zeitpunkt der nächsten Erneuerungsbesichtigung (Special Survey) und Dockung im Verhältnis zur geplanten Haltedauer. Eine kurz nach der ' +
        'Übernahme fällige Besichtigung bedeutet sofortige Investitionen und Off-Hire, die im Preis berücksichtigt sein müssen; ab einem Schiffsalter ' +
        'von 15 Jahren steigen die Kosten der Besichtigung stark an.',
      options: {
        'passed-recently': 'Erneuerungsbesichtigung und Dockung in den letzten 12 Monaten bestanden',
        'due-after-24-months': 'Nächste Erneuerungsbesichtigung in mehr als 24 Monaten fällig',
        'due-12-to-24-months': 'Nächste Erneuerungsbesichtigung in 12 bis 24 Monaten fällig',
        'due-within-12-months': 'Nächste Erneuerungsbesichtigung innerhalb von 12 Monaten fällig, Kosten einzupreisen',
        overdue: 'Erneuerungsbesichtigung überfällig oder durch Verlängerung aufgeschoben',
      },
    },
    'inspection-findings': {
      title: 'Besichtigungsbefunde',
      description:
        'Befunde der Ankaufsbesichtigung durch den Superintendent des Käufers oder einen unabhängigen Sachverständigen, die Durchsicht der ' +
        'Klassenunterlagen sowie aktuelle Ergebnisse der Hafenstaatkontrolle (Paris und Tokyo MoU) und des Vettings: Rumpf und Beschichtungen, ' +
        'Maschinenanlage, Ladegeschirr und Laderäume bzw. Tanks, geplante Instandhaltung und Dokumentation.',
      anchors: {
        0: 'Strukturelle Mängel, größere Maschinenschäden oder Festhaltungen durch die Hafenstaatkontrolle (PSC); Reparaturkosten nicht bezifferbar.',
        2: 'Erhebliche Befunde mit einem Reparaturbudget über 5 % des Preises oder eine PSC-Festhaltung in den letzten 24 Monaten.',
        5: 'Zustand dem Alter entsprechend; übliche Befunde, Budget durch die nächste Dockung gedeckt.',
        8: 'Gut gewartet; wenige Befunde, einwandfreie PSC-Historie, vollständige Wartungsunterlagen.',
        10: 'Für sein Alter neuwertiger Zustand, keine Befunde, keine PSC-Mängel in den letzten 36 Monaten.',
      },
    },
    'market-and-employment': {
      title: 'Markt und Beschäftigung',
      description: 'Die Aussichten des Segments, in dem das Schiff fährt, und die Bonität der Gegenpartei, die die Chartermiete zahlt.',
    },
    'segment-outlook': {
      title: 'Segmentausblick',
      description:
        'Angebots- und Nachfrageausblick für Segment und Größenklasse des Schiffs über die Haltedauer: Orderbuch im Verhältnis zur Flotte, erwartete ' +
        'Verschrottungen, Nachfragewachstum in den relevanten Fahrtgebieten und die Position des Segments im Zyklus (Zeitcharterraten und ' +
        'Second-Hand-Preise im Vergleich zu ihren langfristigen Durchschnitten).',
      anchors: {
        0: 'Strukturelle Überkapazität: Orderbuch über 25 % der Flotte, Raten und Werte weit über den langfristigen Durchschnitten, eine Korrektur steht bevor.',
        5: 'Ausgeglichen: Orderbuch und Nachfragewachstum gleichen sich ungefähr aus, Raten nahe den langfristigen Durchschnitten.',
        10: 'Knappes Angebot: kleines Orderbuch, alternde Flotte mit hohem Verschrottungspotenzial, solides Nachfragewachstum, Werte auf oder unter den langfristigen Durchschnitten.',
      },
    },
    'counterparty-quality': {
      title: 'Bonität des Charterers',
      description:
        'Kreditwürdigkeit und Zahlungsverhalten des Charterers (oder Pools), der die Chartermiete zahlt. Zu berücksichtigen sind Rating, Größe, ' +
        'Garantien der Muttergesellschaft und das Zahlungsverhalten bei diesem und anderen Schiffen. Bei charterfreier Übernahme ist der Kreis der ' +
        'zu erwartenden Charterer zu bewerten.',
      options: {
        'investment-grade': 'Linienreederei, Ölkonzern oder Rohstoffhändler mit Investment-Grade-Rating',
        'established-operator': 'Etablierter Operator oder erstklassiger Pool ohne Rating, einwandfreies Zahlungsverhalten',
        'mid-size-operator': 'Mittelgroßer privater Operator mit nachweisbarer Historie, eingeschränkte Finanzberichterstattung',
        'weak-operator': 'Kleiner oder intransparenter Charterer ohne nachprüfbare Historie',
        distressed: 'Charterer in der Restrukturierung oder mit Chartermieten im Rückstand',
      },
    },
    financing: {
      title: 'Finanzierung',
      description: 'Spielraum des geplanten Schiffshypothekendarlehens: Schuldendienstdeckung und Beleihungsauslauf über die Laufzeit des Darlehens.',
    },
    'min-dscr': {
      title: 'Minimaler DSCR',
      description:
        'Niedrigster jährlicher Schuldendienstdeckungsgrad (für den Schuldendienst verfügbarer Cashflow / Schuldendienst) in der verknüpften ' +
        'Cashflow-Bewertung. Unter 1,00x kann das Schiff sein Darlehen in mindestens einem Jahr nicht aus dem laufenden Betrieb bedienen. ' +
        'Stufen: unter 1,00x 0, ab 1,00x 3, ab 1,15x 6, ab 1,30x 8, ab 1,50x 10.',
    },
    'max-ltv': {
      title: 'Maximaler Beleihungsauslauf (LTV)',
      description:
        'Höchster Beleihungsauslauf (ausstehendes Darlehen / Schiffswert) am Bewertungsstichtag und zu jedem Periodenende in der verknüpften ' +
        'Cashflow-Bewertung. Übliche Mindestwertklauseln liegen zwischen 70 % und 80 %. Punktwert 10 bei 0,50 oder weniger und 0 bei 0,85 oder mehr.',
      unit: 'Verhältnis',
    },
    'environment-and-compliance': {
      title: 'Umwelt und Compliance',
      description: 'Regulatorische Energieeffizienz, Umweltnachrüstungen und Sanktionsrisiken des Schiffs und der an der Transaktion beteiligten Parteien.',
    },
    'cii-rating': {
      title: 'CII-Rating',
      description:
        'Im letzten Kalenderjahr erreichtes Rating nach dem Carbon Intensity Indicator (MARPOL Anlage VI) oder das für das laufende Jahr erwartete, ' +
        'falls das Schiff seither umgebaut wurde. Zu prüfen ist auch, ob der EEXI ohne eine Leistungsbegrenzung eingehalten wird, die kommerzielle ' +
        'Geschwindigkeit kostet. Ein D-Rating über drei Jahre oder ein E-Rating erfordert einen Plan mit Korrekturmaßnahmen.',
      options: {
        a: 'A: deutlich überdurchschnittlich',
        b: 'B: leicht überdurchschnittlich',
        c: 'C: durchschnittlich',
        d: 'D: leicht unterdurchschnittlich',
        e: 'E: unterdurchschnittlich',
      },
    },
    'environmental-retrofits': {
      title: 'Ballastwasserbehandlung und Abgasreinigung',
      description:
        'Ballastwasserbehandlungsanlage (BWTS) nach dem Ballastwasser-Übereinkommen und den Vorschriften der US-Küstenwache (USCG) sowie eine ' +
        'Abgasreinigungsanlage (Scrubber). Ein Scrubber zählt nur positiv, solange die Preisdifferenz der Brennstoffe ihn trägt und die Fahrtgebiete ' +
        'des Schiffs die Einleitung im offenen Kreislauf (Open Loop) erlauben.',
      options: {
        'bwts-uscg-and-scrubber': 'Von der USCG typzugelassene BWTS eingebaut und ein Scrubber eingebaut, der einen Brennstoffvorteil erwirtschaftet',
        'bwts-uscg': 'Von der USCG typzugelassene BWTS eingebaut, kein Scrubber',
        'bwts-imo-only': 'BWTS nur mit IMO-Zulassung eingebaut',
        'bwts-due': 'Keine BWTS; Nachrüstung zur nächsten Erneuerungsbesichtigung fällig und budgetiert',
        'no-bwts': 'Keine BWTS und kein vorschriftsmäßiges Ballastwassermanagement',
      },
    },
    'sanctions-screening': {
      title: 'Sanktionsprüfung',
      description:
        'Prüfung von Schiff (IMO-Nummer), Verkäufer, Flagge, technischem Manager und Charterer gegen die Sanktionslisten der EU, der UN, des ' +
        'Vereinigten Königreichs und der USA (OFAC) sowie der Fahrthistorie des Schiffs (AIS-Lücken, Ship-to-Ship-Transfers in Hochrisikogebieten, ' +
        'Anläufe sanktionierter Häfen) über die letzten 24 Monate.',
      options: {
        clear: 'Keine Treffer; Fahrthistorie unauffällig',
        'cleared-hits': 'Namenstreffer oder frühere Hafenanläufe nach verstärkter Sorgfaltsprüfung ausgeräumt',
        'red-flags': 'Warnsignale bestehen fort: AIS-Lücken, STS-Transfers mit hohem Risiko oder eine Billigflagge mit schwacher Historie',
        sanctioned: 'Sanktioniertes Schiff, sanktionierte Partei oder Flagge',
      },
    },
  },
  knockOuts: {
    'class-status=suspended':
      'Die Klasse ist suspendiert oder entzogen: Das Schiff kann nicht eingesetzt, versichert oder mit einer Hypothek belastet werden, bis die Klasse wiederhergestellt ist.',
    'sanctions-screening=sanctioned': 'Sanktioniertes Schiff, sanktionierte Partei oder Flagge: Kauf, Finanzierung und Versicherung sind verboten.',
    'min-dscr<1':
      'Minimaler DSCR unter 1,00x: In mindestens einem Jahr kann das Schiff sein Darlehen nicht aus dem laufenden Betrieb bedienen, sodass das Eigenkapital die Lücke decken muss.',
    'max-ltv>0.9':
      'Maximaler Beleihungsauslauf (LTV) über 90 %: Die Mindestwertklausel würde verletzt, was eine Sondertilgung oder zusätzliche Sicherheiten erzwingt.',
  },
} satisfies TemplateTexts;
