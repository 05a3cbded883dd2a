import type { TemplateTexts } from '../template-texts';

/** German texts of `ship-fund-participation-v1`, after docs/glossary.md. */
export const shipFundParticipationDe = {
  title: 'Beteiligung an einem Schiffsfonds (Investorensicht)',
  description:
    'Vergleicht Beteiligungen an geschlossenen Schiffsfonds, typischerweise Kommanditgesellschaften (GmbH & Co. KG), die als alternative ' +
    'Investmentfonds (AIF) nach dem Kapitalanlagegesetzbuch (KAGB) aufgelegt sind, oder am Zweitmarkt erworbene Anteile daran, aus Sicht eines ' +
    'privaten oder semiprofessionellen Anlegers oder eines Beraters. ' +
    'Die Kriterien umfassen Emittent und Manager, die Qualität der Flotte, ihre Charterbeschäftigung, die Kosten des Fonds, Ausschüttungen und ' +
    'Ausstieg, Finanzierung, Regulierung und Dokumentation sowie ESG. Schiffsalter, Preis im Verhältnis zum DCF-Wert, LTV und DSCR werden aus der ' +
    'Cashflow-Bewertung der Fondsflotte gelesen (bei mehreren Schiffen eine flottengewichtete Bewertung verwenden oder die Werte überschreiben). ' +
    'K.-o.-Kriterien schließen Fonds ohne KAGB-regulierten Manager, mit einem maximalen LTV über 80 % oder mit einem minimalen DSCR unter 1,00x aus.',
  scaleAnchors: {
    0: 'Unannehmbar: Bei diesem Kriterium sollte die Beteiligung nicht empfohlen werden.',
    2: 'Schwach: deutliche Nachteile gegenüber vergleichbaren Angeboten; nur mit einem Preisabschlag vertretbar.',
    5: 'Angemessen: entspricht dem Marktstandard regulierter Schiffs-AIF.',
    8: 'Gut: deutlich besser als vergleichbare Angebote.',
    10: 'Ausgezeichnet: Spitzenklasse; keine Vorbehalte.',
  },
  criteria: {
    'issuer-and-manager': {
      title: 'Emittent und Manager',
      description:
        'Leistungsbilanz, Fähigkeiten und Interessengleichlauf des Emissionshauses und der Kapitalverwaltungsgesellschaft (KVG), die den Fonds verwaltet.',
    },
    'manager-track-record': {
      title: 'Leistungsbilanz des Managers',
      description:
        'Ergebnis der früheren Schiffsfonds des Emittenten im Vergleich zu den Prognosen ihrer Prospekte (Leistungsbilanz): gezahlte Ausschüttungen ' +
        'gegenüber Plan, planmäßig oder besser verkaufte Fonds, Restrukturierungen, Insolvenzen und Kapitalnachforderungen, idealerweise geprüft und ' +
        'die Schifffahrtskrise 2008–2016 umfassend.',
      anchors: {
        0: 'Keine Leistungsbilanz, oder die Mehrheit der früheren Fonds wurde mit Verlusten für die Anleger restrukturiert oder ist insolvent.',
        2: 'Häufige Unterschreitungen des Plans, mehrere Restrukturierungen mit Kapitalnachforderungen oder zurückgeforderten Ausschüttungen.',
        5: 'Gemischte Bilanz: Die meisten Fonds zahlten verminderte Ausschüttungen, wenige Restrukturierungen, geprüfte Leistungsbilanz veröffentlicht.',
        8: 'Die meisten Fonds im oder nahe am Plan, Krise ohne Insolvenzen bewältigt; vollständige geprüfte Leistungsbilanz.',
        10: 'Lange geprüfte Leistungsbilanz über mehrere Zyklen mit Fonds im oder über Plan und ohne Verluste für die Anleger.',
      },
    },
    'management-capability': {
      title: 'Asset-Management-Kompetenz',
      description:
        'Ob die Gruppe des Emittenten die Flotte selbst managen kann: eigene oder verbundene technische und kaufmännische Bereederung, verwaltete ' +
        'Flotte, Befrachtungsabteilung und Erfahrung im An- und Verkauf von Schiffen (Sale and Purchase).',
      options: {
        'full-in-house': 'Eigene technische und kaufmännische Bereederung einer großen Flotte der Schiffstypen des Fonds',
        affiliated: 'Verbundene oder langjährige externe Bereederer unter der Kontrolle des Emittenten',
        outsourced: 'Bereederung vollständig ausgelagert; der Emittent tritt nur als finanzieller Initiator auf',
        'new-entrant': 'Neueinsteiger ohne Erfahrung in der Schiffsbereederung',
      },
    },
    'sponsor-co-investment': {
      title: 'Mitinvestment von Emittent und Management',
      description:
        'Eigenkapital, das Emittent, KVG und ihre Geschäftsführer zu denselben Bedingungen wie die Anleger investieren, in Prozent des ' +
        'Fondseigenkapitals. Eigenes Geld im Fonds (Skin in the Game) gleicht die Interessen an. Punktwert 0 ohne Mitinvestment und 10 bei 5 % oder mehr.',
      unit: '% des Eigenkapitals',
    },
    'fleet-and-asset-quality': {
      title: 'Flotten- und Objektqualität',
      description: 'Alter, Kaufpreis, Diversifikation und technische Qualität der Schiffe, die der Fonds besitzt oder erwerben wird.',
    },
    'age-to-useful-life': {
      title: 'Flottenalter im Verhältnis zur wirtschaftlichen Nutzungsdauer',
      description:
        'Alter der Schiffe geteilt durch ihre wirtschaftliche Nutzungsdauer in der verknüpften Cashflow-Bewertung (bei mehreren Schiffen ' +
        'flottengewichtet). Eine junge Flotte lässt Zeit für die Fondslaufzeit und einen Verkauf zu einem angemessenen Wert. ' +
        'Punktwert 10 bei 0,10 oder weniger und 0 bei 0,80 oder mehr.',
      unit: 'Verhältnis',
    },
    'price-to-dcf-value': {
      title: 'Anschaffungskosten im Verhältnis zum DCF-Wert',
      description:
        'Gesamtanschaffungskosten der Schiffe (Preis zuzüglich der im Fonds aktivierten Anschaffungsnebenkosten) geteilt durch ihren DCF-Wert in der ' +
        'verknüpften Cashflow-Bewertung. Fonds, die auf dem Höhepunkt des Zyklus kaufen, erholen sich selten. ' +
        'Punktwert 10 bei 0,85x oder weniger und 0 bei 1,25x oder mehr.',
    },
    diversification: {
      title: 'Diversifikation',
      description: 'Anzahl der Schiffe, Segmente und Charterer im Fonds. Ein Einschiffsfonds steht und fällt mit einem Schiff und einer Charter.',
      options: {
        'multi-segment': 'Fünf oder mehr Schiffe in mindestens zwei Segmenten mit verschiedenen Charterern',
        'multi-vessel': 'Drei oder mehr Schiffe in einem Segment',
        'two-vessels': 'Zwei Schiffe',
        'single-ship': 'Einschiffsfonds',
        'blind-pool': 'Blind Pool: Schiffe noch nicht bestimmt',
      },
    },
    'technical-quality': {
      title: 'Technische Qualität der Flotte',
      description:
        'Werft, Design und Spezifikation der Schiffe (Eco-Design, Brennstoffverbrauch, CII-Aussichten), Klasse bei einer IACS-Gesellschaft, ' +
        'Besichtigungsstatus sowie den Anlegern zugängliche Zustandsberichte oder Besichtigungen.',
      anchors: {
        0: 'Veraltete Schiffe ohne Standarddesign; keine unabhängigen Zustandsberichte.',
        5: 'Standarddesigns etablierter Werften; Zustand dem Alter entsprechend.',
        10: 'Moderne Eco-Designs erstklassiger Werften, IACS-Klasse, unabhängige Zustandsberichte offengelegt.',
      },
    },
    'charter-employment': {
      title: 'Charterbeschäftigung',
      description: 'Wie viel der Fondserlöse durch Charter gesichert ist, mit wem, und wie realistisch die Annahmen für die ungesicherten Jahre sind.',
    },
    'fixed-charter-coverage': {
      title: 'Absicherung durch Festcharter',
      description:
        'Anteil der geplanten Einsatztage in den ersten fünf Jahren des Fonds, der durch feste Zeit- oder Bareboat-Charter gedeckt ist, in Prozent. ' +
        'Punktwert 0 ohne feste Beschäftigung und 10 bei 80 % oder mehr.',
      unit: '% der Einsatztage',
    },
    'charterer-quality': {
      title: 'Bonität der Charterer',
      description: 'Kreditwürdigkeit der Hauptcharterer, gewichtet nach Erlösen: Rating, Größe, Zahlungsverhalten und Garantien der Muttergesellschaft.',
      options: {
        'investment-grade': 'Linienreedereien, Ölkonzerne oder Rohstoffhändler mit Investment-Grade-Rating',
        established: 'Etablierte Operator ohne Rating, einwandfreies Zahlungsverhalten',
        mixed: 'Mischung aus etablierten und kleineren Operatoren oder ein Pool',
        weak: 'Kleine oder intransparente Charterer oder Charterer in finanziellen Schwierigkeiten',
      },
    },
    'forecast-assumptions': {
      title: 'Annahmen der Charterprognose',
      description:
        'Wie vorsichtig die Prospektprognose nach dem Ende der Festcharter ist: angenommene Raten im Vergleich zu den 10- und 20-Jahres-Durchschnitten ' +
        'des Typs, Off-Hire-Tage, Kostensteigerung der Schiffsbetriebskosten und der angenommene Verkaufspreis; dargestellte Sensitivitätsanalysen.',
      anchors: {
        0: 'Anschlussraten deutlich über den langfristigen Durchschnitten, kein Off-Hire, optimistischer Verkaufspreis; keine Sensitivitäten.',
        5: 'Raten nahe den langfristigen Durchschnitten, übliches Off-Hire und übliche Kostensteigerung; grundlegende Sensitivitäten.',
        10: 'Raten unter den langfristigen Durchschnitten, vorsichtige Kosten und Verkaufspreise, vollständige Sensitivitäten einschließlich eines Abschwungszenarios.',
      },
    },
    'fund-structure-and-costs': {
      title: 'Fondsstruktur und Kosten',
      description:
        'Die dem Anleger bei Zeichnung und während der Laufzeit belasteten Kosten sowie die Struktur der erfolgsabhängigen Vergütung, wie im ' +
        'Basisinformationsblatt und im Prospekt offengelegt.',
    },
    'initial-costs': {
      title: 'Initialkosten',
      description:
        'Initialkosten einschließlich Ausgabeaufschlag (Agio) in Prozent des gezeichneten Eigenkapitals, wie im Prospekt und im Basisinformationsblatt ' +
        'angegeben. Diese Kosten werden nicht in Schiffe investiert. Punktwert 10 bei 8 % oder weniger und 0 bei 20 % oder mehr.',
      unit: '% des Eigenkapitals',
    },
    'ongoing-costs': {
      title: 'Laufende Kosten',
      description:
        'Laufende Fondskosten (Verwaltungsvergütung der KVG, Verwahrstelle, Treuhand- und Prüfungsgebühren) in Prozent pro Jahr des ' +
        'Nettoinventarwerts (NIW), wie im Basisinformationsblatt angegeben. Punktwert 10 bei 1,0 % oder weniger und 0 bei 3,5 % oder mehr.',
      unit: '% p. a. des NIW',
    },
    'performance-fee': {
      title: 'Erfolgsabhängige Vergütung',
      description:
        'Bedingungen der erfolgsabhängigen Vergütung des Managers (Carried Interest): Mindestrendite (Hurdle Rate) auf das Kapital der Anleger, ' +
        'High-Water-Mark oder Catch-up und Zeitpunkt der Zahlung.',
      options: {
        none: 'Keine erfolgsabhängige Vergütung',
        'high-hurdle': 'Zahlung am Ende der Laufzeit nach einer Mindestrendite von 6 % p. a. oder mehr bei vollständiger Kapitalrückzahlung',
        'low-hurdle': 'Mindestrendite unter 6 % p. a. oder Zahlung vor vollständiger Kapitalrückzahlung',
        'no-hurdle': 'Erfolgsabhängige Vergütung ohne Mindestrendite oder aus zwischenzeitlichen Verkaufserlösen gezahlt',
      },
    },
    'distributions-and-liquidity': {
      title: 'Ausschüttungen und Liquidität',
      description: 'Geplante Ausschüttungen, ob sie erwirtschaftet werden, und wie der Anleger vor dem Ende der Fondslaufzeit aussteigen kann.',
    },
    'target-distribution': {
      title: 'Zielausschüttung',
      description:
        'Geplante durchschnittliche jährliche Ausschüttung in Prozent des gezeichneten Eigenkapitals (ohne Agio) über die Fondslaufzeit laut Prospekt. ' +
        'Zusammen mit der Deckung unten zu beurteilen: Ein hohes Ziel, das aus der Liquidität gezahlt wird, ist kein Vorteil. ' +
        'Punktwert 0 bei 0 % und 10 bei 8 % oder mehr.',
      unit: '% p. a.',
    },
    'distribution-coverage': {
      title: 'Deckung der Ausschüttungen',
      description:
        'Ob die geplanten Ausschüttungen durch die Erträge des Fonds gedeckt sind. Ausschüttungen, die den Gewinnanteil übersteigen, sind ' +
        'Kapitalrückzahlungen und lassen die Haftung des Kommanditisten bis zur Höhe der eingetragenen Haftsumme wiederaufleben (§ 172 Abs. 4 HGB), ' +
        'was in einer Krise zu Rückforderungen führen kann.',
      options: {
        earned: 'Vollständig durch den operativen Cashflow nach Schuldendienst und Rücklagen gedeckt',
        'mostly-earned': 'Überwiegend gedeckt; in den ersten Jahren teilweise aus der Liquiditätsreserve',
        'capital-return': 'Weitgehend Kapitalrückzahlung, mit offengelegtem Wiederaufleben der Haftung',
        undisclosed: 'Aus Kapital oder Fremdkapital finanziert, ohne klare Offenlegung',
      },
    },
    'exit-options': {
      title: 'Ausstiegsmöglichkeiten',
      description:
        'Wege zum Ausstieg vor dem Ende der Laufzeit: Übertragungsrechte im Gesellschaftsvertrag, Zweitmarkthandel der Fondsanteile, ordentliche ' +
        'Kündigungsrechte, geplante Laufzeit und die Verkaufsstrategie für die Schiffe.',
      anchors: {
        0: 'Keine Übertragung ohne Zustimmung des Managers, kein Zweitmarkt, unbestimmte Laufzeit ohne Verkaufsstrategie.',
        5: 'Übertragung mit Zustimmung möglich; gelegentliche Zweitmarktumsätze mit Abschlag; feste Laufzeit mit Verlängerungsoptionen.',
        10: 'Freie Übertragbarkeit, aktiver Zweitmarkthandel, kurze feste Laufzeit mit festgelegter Verkaufsstrategie.',
      },
    },
    financing: {
      title: 'Finanzierung',
      description:
        'Fremdkapitalanteil und Schuldendienstfähigkeit der Schiffsdarlehen des Fonds sowie die Währungs- und Zinsrisiken, die sie mit sich bringen ' +
        '(das KAGB begrenzt den Leverage von Publikums-AIF auf 150 % des Kapitals).',
    },
    'max-ltv': {
      title: 'Maximaler Beleihungsauslauf (LTV)',
      description:
        'Höchster Beleihungsauslauf (ausstehende Schiffsdarlehen / Schiffswerte) beim Erwerb und über die Laufzeit in der verknüpften ' +
        'Cashflow-Bewertung. Punktwert 10 bei 0,35 oder weniger und 0 bei 0,75 oder mehr.',
      unit: 'Verhältnis',
    },
    'min-dscr': {
      title: 'Minimaler DSCR',
      description:
        'Niedrigster jährlicher Schuldendienstdeckungsgrad in der verknüpften Cashflow-Bewertung. Unter 1,00x muss der Fonds die Ausschüttungen ' +
        'aussetzen oder Kapital nachfordern. Stufen: unter 1,00x 0, ab 1,00x 3, ab 1,20x 6, ab 1,40x 8, ab 1,60x 10.',
    },
    'currency-and-interest-hedging': {
      title: 'Währungs- und Zinssicherung',
      description:
        'Übereinstimmung von Darlehenswährung und Chartereinnahmen (meist US-Dollar) und Schutz vor steigenden Zinsen. Viele KG-Fonds der ' +
        '2000er-Jahre scheiterten an Yen- oder Schweizer-Franken-Darlehen bei Einnahmen in Dollar.',
      options: {
        'matched-and-fixed': 'Darlehen in der Einnahmenwährung, Zins für den größten Teil der Laufzeit fest oder per Swap gesichert',
        'matched-floating': 'Darlehen in der Einnahmenwährung, variabler Zins',
        'partly-mismatched': 'Teil der Darlehen in einer anderen Währung, abgesichert',
        'unhedged-mismatch': 'Darlehen in einer anderen Währung als die Einnahmen, ungesichert',
      },
    },
    'regulation-and-documentation': {
      title: 'Regulierung und Dokumentation',
      description: 'Aufsichtsrechtlicher Status des Fonds und seines Managers nach dem KAGB und die Qualität der Anlegerdokumentation.',
    },
    'regulatory-status': {
      title: 'Aufsichtsrechtlicher Status',
      description:
        'Status des Fonds und seiner Kapitalverwaltungsgesellschaft (KVG) nach dem KAGB und der AIFM-Richtlinie: Erlaubnis der BaFin, Verwahrstelle ' +
        'und ob der Fonds an Privatanleger vertrieben werden darf.',
      options: {
        'licensed-public-aif': 'Publikums-AIF, verwaltet von einer KVG mit BaFin-Erlaubnis, mit Verwahrstelle',
        'licensed-special-aif': 'Spezial-AIF für professionelle und semiprofessionelle Anleger, KVG mit Erlaubnis',
        'registered-kvg': 'KVG nur registriert (AIFM unterhalb der Schwellenwerte), eingeschränkte Aufsicht',
        'not-regulated': 'Manager weder zugelassen noch registriert (unregulierte Emission, Grauer Kapitalmarkt)',
      },
    },
    'documentation-quality': {
      title: 'Qualität von Basisinformationsblatt und Prospekt',
      description:
        'Vollständigkeit und Klarheit des Basisinformationsblatts (PRIIPs-KID), des Verkaufsprospekts und der Jahresberichte: Risikohinweise, ' +
        'Kostenausweis, Performance-Szenarien, Angaben zu Schiffen und Chartern sowie Plausibilitätsprüfungen durch einen unabhängigen Analysten.',
      anchors: {
        0: 'Basisinformationsblatt oder Prospekt fehlt, ist veraltet oder irreführend; wesentliche Risiken nicht offengelegt.',
        5: 'Vollständige gesetzlich vorgeschriebene Unterlagen; Risiken und Kosten in Standardform offengelegt.',
        10: 'Klare, vollständige Unterlagen mit Angaben auf Schiffsebene, vollständigen Sensitivitäten und einer unabhängigen Analyse; zeitnah geprüfte Jahresberichte.',
      },
    },
    esg: {
      title: 'ESG',
      description:
        'Umwelt- und Nachhaltigkeitsprofil der Flotte und die Offenlegungen des Fonds nach der EU-Offenlegungsverordnung (Sustainable Finance ' +
        'Disclosure Regulation, SFDR).',
    },
    'fleet-cii': {
      title: 'CO₂-Intensität der Flotte',
      description:
        'CII-Ratings (MARPOL Anlage VI) der Schiffe des Fonds für das letzte Kalenderjahr und der Plan, sie bei C oder besser zu halten, während sich ' +
        'die Reduktionsfaktoren verschärfen (energiesparende Vorrichtungen, alternative Kraftstoffe, Geschwindigkeit).',
      options: {
        'a-or-b': 'Alle Schiffe mit Rating A oder B',
        'c-or-better': 'Alle Schiffe mit Rating C oder besser',
        'some-d': 'Einige Schiffe mit Rating D, Korrekturplan vorhanden',
        'e-or-unplanned-d': 'Schiffe mit Rating E, oder D ohne Korrekturplan',
      },
    },
    'sfdr-classification': {
      title: 'SFDR-Einstufung',
      description: 'Einstufung des Fonds nach der Offenlegungsverordnung (SFDR) und die Substanz dahinter (messbare Ziele, Berichterstattung).',
      options: {
        'article-9': 'Artikel 9: nachhaltiges Investitionsziel mit messbaren Zielen',
        'article-8': 'Artikel 8: bewirbt ökologische Merkmale, mit jährlicher Berichterstattung',
        'article-6-disclosed': 'Artikel 6 mit freiwilliger Emissionsberichterstattung',
        'article-6': 'Artikel 6 ohne jegliche Nachhaltigkeitsoffenlegung',
      },
    },
  },
  knockOuts: {
    'regulatory-status=not-regulated':
      'Der Manager ist nach dem KAGB weder zugelassen noch registriert: eine unregulierte Emission ohne den Schutz durch Verwahrstelle und Aufsicht.',
    'max-ltv>0.8':
      'Maximaler Beleihungsauslauf (LTV) über 80 %: Schon ein moderater Rückgang der Schiffswerte zehrt das Eigenkapital auf und führt zu Verstößen gegen die Mindestwertklausel.',
    'min-dscr<1':
      'Minimaler DSCR unter 1,00x: Der Fonds kann seine Darlehen in mindestens einem Jahr nicht aus dem laufenden Betrieb bedienen und muss die Ausschüttungen aussetzen oder Kapital nachfordern.',
  },
} satisfies TemplateTexts;
