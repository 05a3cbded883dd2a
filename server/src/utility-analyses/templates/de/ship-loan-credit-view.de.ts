import type { TemplateTexts } from '../template-texts';

/**
 * The German labels of the four supervisory slotting grades (the categories of Art. 153(5) CRR: stark, gut,
 * befriedigend, schwach), each carrying the grade's description for the criterion, by option id.
 */
function slottingGrades(descriptions: { strong: string; good: string; satisfactory: string; weak: string }): Record<string, string> {
  return {
    strong: `Stark: ${descriptions.strong}`,
    good: `Gut: ${descriptions.good}`,
    satisfactory: `Befriedigend: ${descriptions.satisfactory}`,
    weak: `Schwach: ${descriptions.weak}`,
  };
}

/** German texts of `ship-loan-credit-view-v1`, after docs/glossary.md. */
export const shipLoanCreditViewDe = {
  title: 'Schiffsdarlehen aus Kreditsicht (Sicht der Bank, Basler Slotting-Kriterien für Objektfinanzierungen)',
  description:
    'Beurteilt ein Schiffshypothekendarlehen oder vergleicht Darlehensanfragen aus Sicht der finanzierenden Bank. Die Gliederung folgt den ' +
    'aufsichtlichen Slotting-Kriterien für Objektfinanzierungen (BCBS, „Basel II: International Convergence of Capital Measurement and Capital ' +
    'Standards“, Anhang 6): Finanzkraft, politisches und rechtliches Umfeld, Transaktionsmerkmale, Betriebsrisiko, Objektmerkmale, Stärke des ' +
    'Sponsors und Sicherheitenpaket, ergänzt um die Klimaausrichtung, über die nach den Poseidon Principles berichtet wird. Auswahlkriterien ' +
    'verwenden die Slotting-Kategorien Stark, Gut, Befriedigend und Schwach (Punktwerte 10, 7, 4, 0); der Gesamtnutzwert ist ein Anhaltspunkt ' +
    'für die Slotting-Kategorie, kein Ersatz für die Kreditentscheidung. DSCR, LTV und Schiffsalter werden aus der verknüpften Cashflow-Bewertung ' +
    'gelesen. K.-o.-Kriterien stoppen eine Anfrage mit schwachem Sicherheitenpaket, schwachem Versicherungsschutz, nicht durchsetzbaren ' +
    'Hypothekenrechten oder einem minimalen DSCR unter 1,00x.',
  scaleAnchors: {
    0: 'Schwach: Bei diesem Kriterium ist das Risiko für die Bank ohne grundlegende Umstrukturierung nicht vertretbar.',
    2: 'Schwach bis befriedigend: erhebliche Schwächen, die zusätzliche Sicherheiten oder strengere Kreditauflagen erfordern.',
    5: 'Befriedigend: vertretbares Risiko im Rahmen der Standardkonditionen der Bank für Schiffsfinanzierungen.',
    8: 'Gut: besser als die Standardkonditionen; Risiko gut gemindert.',
    10: 'Stark: sehr geringes Risiko bei diesem Kriterium; vergleichbar mit den besten Transaktionen im Portfolio.',
  },
  criteria: {
    'financial-strength': {
      title: 'Finanzkraft',
      description:
        'Marktbedingungen, Finanzkennzahlen, Widerstandsfähigkeit unter Stress und Marktliquidität des finanzierten Schiffs (Anhang 6: Finanzkraft).',
    },
    'market-conditions': {
      title: 'Marktbedingungen',
      description:
        'Nachfrage nach dem Schiffstyp und seinen Fahrtgebieten, Wettbewerbsposition des Schiffs, Orderbuch im Verhältnis zur Flotte und ' +
        'Markteintrittsbarrieren (Werftkapazität, regulatorische und technische Anforderungen) über die Darlehenslaufzeit.',
      options: slottingGrades({
        strong: 'starke und wachsende Nachfrage, kleines Orderbuch, hohe Markteintrittsbarrieren, geringe Anfälligkeit für Technologie- und Marktveränderungen',
        good: 'starke und stabile Nachfrage, gewisse Markteintrittsbarrieren, gewisse Anfälligkeit für Technologie- und Marktveränderungen',
        satisfactory: 'ausreichende und stabile Nachfrage, begrenzte Markteintrittsbarrieren, erhebliche Anfälligkeit für Technologie- und Marktveränderungen',
        weak: 'schwache und rückläufige Nachfrage, großes Orderbuch, anfällig für Technologie- und Marktveränderungen, instabiles Umfeld',
      }),
    },
    'min-dscr': {
      title: 'Minimaler DSCR',
      description:
        'Niedrigster jährlicher Schuldendienstdeckungsgrad (für den Schuldendienst verfügbarer Cashflow / planmäßige Zins- und Tilgungszahlungen) ' +
        'über die Darlehenslaufzeit im Basisszenario der verknüpften Cashflow-Bewertung. Stufen: unter 1,00x 0, ab 1,00x 2, ab 1,10x 4, ab 1,25x 7, ' +
        'ab 1,40x 10.',
    },
    'max-ltv': {
      title: 'Maximaler Beleihungsauslauf (LTV)',
      description:
        'Höchster Beleihungsauslauf (ausstehendes Darlehen / Marktwert des Schiffs) bei Auszahlung und zu jedem Periodenende in der verknüpften ' +
        'Cashflow-Bewertung. Mit der Mindestwertklausel des Term Sheets vergleichen. Punktwert 10 bei 0,50 oder weniger und 0 bei 0,85 oder mehr.',
      unit: 'Verhältnis',
    },
    'stress-analysis': {
      title: 'Stressanalyse',
      description:
        'Ob das Darlehen auch unter schwerem, aber plausiblem Stress bedient wird: Charterraten auf den Tiefständen des letzten Zyklus nach Ablauf ' +
        'der festen Beschäftigung, Schiffsbetriebskosten +10 %, Zinsen +200 Basispunkte und Schiffswerte −30 %. Das Szenario mit dem langfristigen ' +
        'Durchschnittssatz aus der Cashflow-Bewertung und das eigene Stressszenario der Bank verwenden.',
      anchors: {
        0: 'Schwach: Ein Ausfall ist schon unter normalen zyklischen Bedingungen wahrscheinlich, nicht erst unter Stress.',
        4: 'Befriedigend: Das Darlehen übersteht moderaten Stress; ein schwerer Abschwung oder Kostenschock führt zum Ausfall.',
        5: 'Befriedigend bis gut: Der Schuldendienst wird unter moderatem Stress mit knappem Puffer geleistet; Liquiditätsreserven überbrücken ein schwaches Jahr.',
        7: 'Gut: Das Darlehen erfüllt seine Verpflichtungen auch unter anhaltend schweren Bedingungen; ein Ausfall nur bei einer Kombination schwerer Schocks.',
        10: 'Stark: Stabile langfristige Erlöse halten stark belastenden Bedingungen über die gesamte Laufzeit stand.',
      },
    },
    'market-liquidity': {
      title: 'Marktliquidität',
      description:
        'Tiefe des Sale-and-Purchase-Markts für den Schiffstyp: Anzahl vergleichbarer Transaktionen und Käufer, als Nachweis, dass das Schiff in ' +
        'einer Verwertung verkauft werden kann.',
      options: slottingGrades({
        strong: 'weltweit strukturierter Markt; Schiffe hochliquide mit häufigen vergleichbaren Verkäufen',
        good: 'weltweiter oder regionaler Markt; Schiffe relativ liquide',
        satisfactory: 'regionaler Markt mit kurzfristigen Aussichten; Schiffe geringerer Liquidität',
        weak: 'lokaler Markt oder geringe Transparenz; geringe oder keine Liquidität, insbesondere bei Nischenschiffen',
      }),
    },
    'political-and-legal-environment': {
      title: 'Politisches und rechtliches Umfeld',
      description:
        'Länder- und Transferrisiko des Darlehensnehmers und der Fahrtgebiete sowie der Rechtsrahmen des Flaggenstaats für Hypothek und Verwertung (Anhang 6).',
    },
    'political-risk': {
      title: 'Politisches Risiko einschließlich Transferrisiko',
      description:
        'Politisches und Transferrisiko in den Rechtsordnungen des Darlehensnehmers und des Charterers sowie in den Fahrtgebieten ' +
        '(Kriegsrisikogebiete, Enteignung, Beschränkungen des Devisentransfers); risikomindernde Instrumente wie eine Versicherung gegen politische ' +
        'Risiken oder eine Deckung durch eine Exportkreditagentur.',
      options: slottingGrades({
        strong: 'sehr gering; bei Bedarf starke risikomindernde Instrumente',
        good: 'gering; bei Bedarf zufriedenstellende risikomindernde Instrumente',
        satisfactory: 'mäßig; angemessene risikomindernde Instrumente',
        weak: 'hoch; keine oder schwache risikomindernde Instrumente',
      }),
    },
    'legal-and-regulatory-risk': {
      title: 'Rechtliche und regulatorische Risiken',
      description:
        'Durchsetzbarkeit der Schiffshypothek und der Abtretungen nach dem Recht des Flaggenstaats und der Rechtsordnung des Darlehensnehmers; ' +
        'Anerkennung der Hypothek im Ausland (Arrestregime), Rang der Schiffsgläubigerrechte und eingeholte Rechtsgutachten.',
      options: slottingGrades({
        strong: 'Rechtsordnung begünstigt Inbesitznahme und Durchsetzung von Verträgen; eingetragene erstrangige Schiffshypothek',
        good: 'Rechtsordnung begünstigt Inbesitznahme und Durchsetzung von Verträgen',
        satisfactory: 'Rechtsordnung im Allgemeinen günstig, die Inbesitznahme kann aber langwierig und schwierig sein',
        weak: 'schwacher oder instabiler Rechtsrahmen; Inbesitznahme langwierig oder unmöglich',
      }),
    },
    'transaction-characteristics': {
      title: 'Transaktionsmerkmale',
      description:
        'Finanzierungskonditionen des Darlehens im Verhältnis zur wirtschaftlichen Nutzungsdauer des Schiffs (Anhang 6: Transaktionsmerkmale), ' +
        'Tilgungsprofil und Kreditauflagen.',
    },
    'tenor-to-useful-life': {
      title: 'Darlehenslaufzeit im Verhältnis zur verbleibenden wirtschaftlichen Nutzungsdauer',
      description:
        'Finanzierungskonditionen im Vergleich zur wirtschaftlichen Nutzungsdauer des Objekts: Darlehenslaufzeit und Fälligkeit der Ballonrate im ' +
        'Verhältnis zur verbleibenden wirtschaftlichen Nutzungsdauer und ob die Ballonrate refinanziert oder aus einem Verkauf zurückgezahlt werden ' +
        'kann, bevor das Schiff das letzte Viertel seiner Nutzungsdauer erreicht.',
      anchors: {
        0: 'Schwach: Rückzahlung über eine Ballonrate oder mit tilgungsfreier Zeit; Fälligkeit nahe am oder nach dem Ende der wirtschaftlichen Nutzungsdauer.',
        4: 'Befriedigend: bedeutende Ballonrate, Rückzahlung aber noch deutlich innerhalb der wirtschaftlichen Nutzungsdauer.',
        5: 'Befriedigend bis gut: Ballonrate bis zu 40 % des Darlehens, Fälligkeit mindestens fünf Jahre vor dem Ende der wirtschaftlichen Nutzungsdauer.',
        7: 'Gut: größere Ballonrate, aber noch in befriedigender Höhe.',
        10: 'Stark: vollständige Tilgung oder minimale Ballonrate, keine tilgungsfreie Zeit.',
      },
    },
    'balloon-share': {
      title: 'Ballonrate bei Fälligkeit',
      description:
        'Ballonrate (endfällige Rückzahlung) bei Endfälligkeit in Prozent des ursprünglichen Darlehensbetrags, laut Tilgungsplan des Term Sheets. ' +
        'Punktwert 10 bei 10 % oder weniger und 0 bei 60 % oder mehr.',
      unit: '% des Darlehens',
    },
    'covenant-package': {
      title: 'Kreditauflagen (Covenants)',
      description:
        'Finanzielle Kreditauflagen und Kontrolle der Zahlungsströme: Mindestwertklausel (Mindestbesicherung), Mindestliquidität, Cash Sweep, ' +
        'Ausschüttungsbeschränkungen, Kontrollwechsel- und Cross-Default-Klauseln sowie die Häufigkeit ihrer Prüfung.',
      options: slottingGrades({
        strong: 'vollständiges Paket, mindestens halbjährlich geprüft: Mindestwertklausel, Mindestliquidität, Cash Sweep und Ausschüttungssperre',
        good: 'Mindestwertklausel und Mindestliquidität jährlich geprüft; Ausschüttungsbeschränkungen',
        satisfactory: 'nur Mindestwertklausel oder Kreditauflagen mit großzügigem Spielraum',
        weak: 'Covenant-light: keine wirksame Mindestwertklausel und keine Ausschüttungsbeschränkungen',
      }),
    },
    'operating-risk': {
      title: 'Betriebsrisiko',
      description: 'Genehmigungen, Managementverträge und die Erfolgsbilanz des Betreibers beim Management des Schiffstyps (Anhang 6: Betriebsrisiko).',
    },
    'operator-track-record': {
      title: 'Erfolgsbilanz des Betreibers',
      description:
        'Technischer und kaufmännischer Manager: verwaltete Flotte desselben Typs, ISM-Zeugnis über die Erfüllung der Anforderungen (Document of ' +
        'Compliance), Festhaltungsquote bei Hafenstaatkontrollen (Paris und Tokyo MoU), Vetting-Ergebnisse (Tanker) und die Fähigkeit, das Schiff ' +
        'nach dem Ende der laufenden Charter neu zu verchartern.',
      options: slottingGrades({
        strong: 'große Flotte desselben Typs, PSC-Festhaltungsquote deutlich unter dem Durchschnitt, starke Fähigkeit zur Neuverchartung',
        good: 'etablierter Manager des Typs, durchschnittliche PSC-Historie, zufriedenstellende Fähigkeit zur Neuverchartung',
        satisfactory: 'begrenzte Erfahrung mit dem Typ oder unterdurchschnittliche PSC-Historie; schwache Fähigkeit zur Neuverchartung',
        weak: 'keine oder unbekannte Erfolgsbilanz, jüngste Festhaltungen; keine Fähigkeit zur Neuverchartung',
      }),
    },
    'permits-and-licensing': {
      title: 'Genehmigungen und Zulassungen',
      description:
        'Für den Betrieb des Schiffs in seinen Fahrtgebieten erforderliche gesetzliche Zeugnisse und Zulassungen: SOLAS-, MARPOL-, ISM-, ISPS- und ' +
        'MLC-Zeugnisse, Flaggenregistrierung, Fahrterlaubnisse (zum Beispiel Jones Act, Kabotage) und gegebenenfalls Zulassungen durch Ölkonzerne.',
      options: slottingGrades({
        strong: 'alle Zeugnisse vorhanden und langfristig gültig; keine Einschränkungen im Einsatz',
        good: 'alle Zeugnisse vorhanden; Erneuerungen routinemäßig',
        satisfactory: 'Zeugnisse vorhanden, einige Erneuerungen oder Zulassungen stehen aber noch aus',
        weak: 'Probleme bei der Erteilung oder Erneuerung von Zeugnissen oder Zulassungen; Einsatz eingeschränkt',
      }),
    },
    'management-contracts': {
      title: 'Umfang und Art der Managementverträge',
      description:
        'Schiffsmanagementverträge (zum Beispiel BIMCO SHIPMAN) über technisches Management und Besatzungsmanagement: Umfang, Budgetkontrolle, ' +
        'Leistungsstandards, Kündigungsrechte des Eigners und Abtretungen oder Verpflichtungserklärungen (Duty of Care) gegenüber dem Darlehensgeber.',
      options: slottingGrades({
        strong: 'langfristiger Vertrag mit einem erstklassigen Manager, festes Budget, Verpflichtungserklärung des Managers gegenüber der Bank',
        good: 'langfristiger Vertrag mit Leistungsstandards und einer Verpflichtungserklärung des Managers',
        satisfactory: 'Vertrag mit begrenztem Umfang oder kurzer Laufzeit; keine Verpflichtungserklärung gegenüber der Bank',
        weak: 'kein förmlicher Managementvertrag oder Kündigung droht; eigenes Management ohne ausreichende Kapazität',
      }),
    },
    'asset-characteristics': {
      title: 'Objektmerkmale',
      description:
        'Konfiguration, Größe, Design, Instandhaltung, Alter und Wiederverkaufswert des Schiffs im Vergleich zu anderen Schiffen im selben Markt ' +
        '(Anhang 6: Objektmerkmale).',
    },
    'configuration-and-design': {
      title: 'Konfiguration, Größe und Design',
      description:
        'Design, Größe und Spezifikation im Vergleich zu den Schiffen, die um dieselben Ladungen konkurrieren: Ruf der Werft, Eco-Design und ' +
        'Brennstoffverbrauch, Ladegeschirr, Eisklasse, Kühlcontaineranschlüsse oder Tankbeschichtungen und wie üblich die Spezifikation für das ' +
        'Fahrtgebiet ist.',
      options: slottingGrades({
        strong: 'deutlicher Designvorteil; modernes Eco-Design einer erstklassigen Werft, für das Fahrtgebiet übliche Spezifikation',
        good: 'überdurchschnittliches Design; Standardkonfiguration, kaum oder keine Einschränkungen in der Verwendung',
        satisfactory: 'durchschnittliches Design, einige besondere Merkmale, die den Markt einschränken könnten',
        weak: 'unterdurchschnittliches Design oder veraltete Spezifikation; besondere Konfiguration, die den Markt verengt',
      }),
    },
    'maintenance-condition': {
      title: 'Instandhaltung und Zustand',
      description:
        'Instandhaltung des Schiffs laut Klassenunterlagen, Besichtigungsstatus und Besichtigung durch den Darlehensgeber: Klassebedingungen, ' +
        'Dockungshistorie, System der geplanten Instandhaltung und Budget für die nächste Erneuerungsbesichtigung.',
      anchors: {
        0: 'Schwach: mangelhafte Instandhaltungsverfahren; Klassebedingungen oder überfällige Besichtigungen; Zustand schlechter als für Typ und Alter üblich.',
        4: 'Befriedigend: Instandhaltungsverfahren und Zustand angemessen; einige Befunde.',
        5: 'Befriedigend bis gut: Zustand dem Alter entsprechend, Befunde durch die nächste Dockung gedeckt.',
        7: 'Gut: detaillierte Instandhaltungsverfahren, einwandfreie Klassenunterlagen, überdurchschnittlicher Zustand.',
        10: 'Stark: strenge Instandhaltungsverfahren, einwandfreie Klassen- und PSC-Historie, für das Alter neuwertiger Zustand.',
      },
    },
    'age-to-useful-life': {
      title: 'Schiffsalter im Verhältnis zur wirtschaftlichen Nutzungsdauer',
      description:
        'Alter des Schiffs am Bewertungsstichtag geteilt durch seine wirtschaftliche Nutzungsdauer in der verknüpften Cashflow-Bewertung. Ein altes ' +
        'Schiff hängt stärker von seinem Schrottwert ab und lässt sich bei Fälligkeit der Ballonrate schwerer refinanzieren. ' +
        'Punktwert 10 bei 0,20 oder weniger und 0 bei 0,80 oder mehr.',
      unit: 'Verhältnis',
    },
    'resale-value': {
      title: 'Wiederverkaufswert und Zyklusanfälligkeit',
      description:
        'Wiederverkaufswert im Verhältnis zum ausstehenden Darlehen über die Laufzeit und Anfälligkeit von Wert und Liquidität des Schiffs für den ' +
        'Schifffahrtszyklus, auf Grundlage von Maklerbewertungen und der Wertentwicklung vergleichbarer Tonnage.',
      options: slottingGrades({
        strong: 'aktueller Wiederverkaufswert deutlich über der Verschuldung; Objektwert und Liquidität relativ unempfindlich gegenüber Zyklen',
        good: 'Wiederverkaufswert mäßig über der Verschuldung; Wert und Liquidität zyklusanfällig',
        satisfactory: 'Wiederverkaufswert leicht über der Verschuldung; Wert und Liquidität recht zyklusanfällig',
        weak: 'Wiederverkaufswert unter der Verschuldung; Wert und Liquidität stark zyklusanfällig',
      }),
    },
    'strength-of-sponsor': {
      title: 'Stärke von Sponsor und Betreiber',
      description:
        'Finanzkraft und Erfolgsbilanz der Eignergruppe und ihre Fähigkeit, das Schiff in einem Abschwung zu stützen (Anhang 6: Stärke des Sponsors).',
    },
    'sponsor-financial-strength': {
      title: 'Finanzkraft des Sponsors',
      description:
        'Finanzkraft der Eignergruppe oder des wirtschaftlich Berechtigten: Eigenkapital, Liquidität, Verschuldung der Gruppenflotte und Bereitschaft, ' +
        'Eigenkapital nachzuschießen, um Verstöße gegen Kreditauflagen zu heilen. Geprüfte Konzernabschlüsse sowie Unternehmens- oder persönliche ' +
        'Garantien berücksichtigen.',
      options: slottingGrades({
        strong: 'starke Finanzlage, Garantie der Muttergesellschaft und reichlich freie Liquidität',
        good: 'gute Finanzlage; Unterstützung in einem Abschwung wahrscheinlich',
        satisfactory: 'angemessene Finanzlage, begrenzte Fähigkeit, das Schiff zu stützen',
        weak: 'begrenzte oder unbekannte Finanzlage; Einschiffsgesellschaft ohne Unterstützung',
      }),
    },
    'sponsor-track-record': {
      title: 'Erfolgsbilanz des Sponsors',
      description:
        'Erfahrung der Eignergruppe als Schiffseigner über mindestens einen vollständigen Zyklus: Jahre am Markt, Flottengröße, frühere ' +
        'Restrukturierungen oder Verluste von Darlehensgebern.',
      options: slottingGrades({
        strong: 'Eigner über mehrere Zyklen, keine Verluste von Darlehensgebern',
        good: 'Eigner über mindestens einen Zyklus, zufriedenstellende Historie mit Darlehensgebern',
        satisfactory: 'kurze Historie oder eine frühere Restrukturierung ohne Verlust für Darlehensgeber',
        weak: 'keine Erfolgsbilanz oder fragwürdige Historie mit früheren Verlusten von Darlehensgebern',
      }),
    },
    'remarketing-capability': {
      title: 'Fähigkeit zur Neuvermarktung',
      description:
        'Fähigkeit von Sponsor und Betreiber, das Schiff nach Ende der Charter neu zu vermarkten: kaufmännische Plattform, Poolmitgliedschaften und ' +
        'Beziehungen zu Charterern.',
      anchors: {
        0: 'Schwach: keine kaufmännische Plattform; das Schiff ginge ohne Unterstützung in den Spotmarkt.',
        5: 'Befriedigend bis gut: Zugang zu einem Pool oder einem kaufmännischen Manager mit Beziehungen im Fahrtgebiet.',
        10: 'Stark: eigene kaufmännische Plattform mit langjährigen Beziehungen zu Charterern im Segment.',
      },
    },
    'security-package': {
      title: 'Sicherheitenpaket',
      description:
        'Kontrolle über das Objekt, Überwachungsrechte und Versicherungsschutz, die dem Darlehensgeber zur Verfügung stehen (Anhang 6: Sicherheitenpaket).',
    },
    'asset-control': {
      title: 'Kontrolle über das Objekt',
      description:
        'Rechtliche Dokumentation, die dem Darlehensgeber wirksame Kontrolle über das Schiff und seine Erlöse verschafft: erstrangige Schiffshypothek, ' +
        'Globalabtretung der Erlöse, der Versicherungen und der Requisitionsentschädigungen, Abtretung der Charter mit Anzeige an den Charterer, ' +
        'Verpfändung der Erlös- und Reservekonten, Anteilsverpfändung.',
      options: slottingGrades({
        strong:
          'vollständiges Paket: erstrangige Hypothek, Abtretung von Erlösen und Versicherungen, vom Charterer bestätigte Abtretung der Charter, Konto- und Anteilsverpfändungen',
        good: 'erstrangige Hypothek mit Abtretung von Erlösen und Versicherungen und Kontoverpfändungen; Abtretung der Charter ohne Bestätigung',
        satisfactory: 'nur erstrangige Hypothek und Abtretung der Versicherungen; Erlöse nicht kontrolliert',
        weak: 'nachrangige Hypothek oder Dokumentation, die dem Darlehensgeber wenig Schutz bietet',
      }),
    },
    'monitoring-rights': {
      title: 'Rechte und Mittel zur Überwachung von Standort und Zustand',
      description:
        'Rechte und Mittel des Darlehensgebers, Standort und Zustand des Schiffs zu überwachen: AIS-Ortung, Informations- und Berichtspflichten, ' +
        'Besichtigungsrechte, regelmäßige Bewertungen und Zugang zu den Klassenunterlagen.',
      options: slottingGrades({
        strong: 'der Darlehensgeber kann Standort und Zustand jederzeit überwachen; regelmäßige Berichte, Besichtigungsrechte und halbjährliche Bewertungen',
        good: 'der Darlehensgeber kann Standort und Zustand nahezu jederzeit überwachen',
        satisfactory: 'der Darlehensgeber kann Standort und Zustand nahezu jederzeit überwachen, mit einigen Lücken in der Berichterstattung',
        weak: 'der Darlehensgeber kann Standort und Zustand des Schiffs nur eingeschränkt überwachen',
      }),
    },
    'insurance-cover': {
      title: 'Versicherung gegen Schäden',
      description:
        'An den Darlehensgeber abgetretener Versicherungsschutz mit Loss-Payee-Klauseln und Letters of Undertaking: Kasko- und Maschinenversicherung ' +
        '(Hull and Machinery) und Increased Value zusammen mindestens 120 % des Darlehens, P&I bei einem Club der International Group, Kriegsrisiken, ' +
        "Mortgagee's Interest Insurance (MII) und Zusatzgefahren (Verschmutzung).",
      options: slottingGrades({
        strong:
          'starker Versicherungsschutz einschließlich Kollateralschäden bei erstklassigen Versicherern und einem P&I-Club der International Group; MII vorhanden',
        good: 'zufriedenstellender Versicherungsschutz (ohne Kollateralschäden) bei Versicherern guter Qualität; MII vorhanden',
        satisfactory: 'angemessener Versicherungsschutz (ohne Kollateralschäden) bei Versicherern akzeptabler Qualität',
        weak: 'schwacher Versicherungsschutz oder Versicherer geringer Qualität; P&I außerhalb der International Group',
      }),
    },
    'climate-alignment': {
      title: 'Klimaausrichtung',
      description:
        'Ausrichtung der CO₂-Intensität des Schiffs an den Dekarbonisierungspfaden der Poseidon Principles, nach denen viele Schiffsfinanzierungsbanken ' +
        'jährlich berichten.',
    },
    'poseidon-alignment': {
      title: 'Ausrichtung am Pfad der Poseidon Principles',
      description:
        'Klimaausrichtung des Schiffs nach den Poseidon Principles: das jährliche Effizienzverhältnis (Annual Efficiency Ratio, AER) aus den ' +
        'Brennstoffdaten des IMO DCS im Vergleich zum Mindestpfad und zum anspruchsvollen Pfad (Striving Trajectory) für Typ und Größe. Ein negatives ' +
        'Delta bedeutet Ausrichtung. Die erwartete Entwicklung über die Laufzeit berücksichtigen, nicht nur das letzte Jahr.',
      options: slottingGrades({
        strong: 'am anspruchsvollen Pfad ausgerichtet, mit Spielraum über die Laufzeit',
        good: 'am Mindestpfad ausgerichtet, bleibt durch Effizienzmaßnahmen voraussichtlich ausgerichtet',
        satisfactory: 'bis zu 10 % über dem Mindestpfad; glaubwürdiger Verbesserungsplan',
        weak: 'mehr als 10 % über dem Mindestpfad oder keine DCS-Daten verfügbar',
      }),
    },
    'cii-rating': {
      title: 'CII-Rating',
      description:
        'Rating nach dem Carbon Intensity Indicator (MARPOL Anlage VI) für das letzte Kalenderjahr. Die Anforderungen verschärfen sich jedes Jahr, ' +
        'sodass ein heutiges C-Rating ohne Maßnahmen innerhalb der Laufzeit tendenziell zu D wird; D in drei aufeinanderfolgenden Jahren oder E ' +
        'erfordert einen Plan mit Korrekturmaßnahmen.',
      options: {
        a: 'A: deutlich überdurchschnittlich',
        b: 'B: leicht überdurchschnittlich',
        c: 'C: durchschnittlich',
        d: 'D: leicht unterdurchschnittlich',
        e: 'E: unterdurchschnittlich',
      },
    },
  },
  knockOuts: {
    'asset-control=weak':
      'Sicherheitenpaket bei der Kontrolle über das Objekt als schwach eingestuft: Ohne erstrangige Hypothek und wirksame Abtretungen ist das Darlehen keine besicherte Objektfinanzierung.',
    'insurance-cover=weak':
      'Versicherung als schwach eingestuft: Ein Totalverlust oder ein Verschmutzungsschaden wäre nicht zugunsten des Darlehensgebers gedeckt.',
    'legal-and-regulatory-risk=weak':
      'Rechtliches Umfeld als schwach eingestuft: Die Hypothek kann nicht durchgesetzt und das Schiff nicht innerhalb angemessener Zeit in Besitz genommen werden.',
    'min-dscr<1':
      'Minimaler DSCR unter 1,00x: Der Schuldendienst ist im Basisszenario in mindestens einem Jahr der Laufzeit nicht aus dem laufenden Betrieb gedeckt.',
  },
} satisfies TemplateTexts;
