//
//  WordModel.swift
//  GameWidgets
//
//  The word list of the "word of the hour" widget.
//

import Foundation

struct WordModel {
    let word: String
    let translation: String
    let lang: String
    let example: String

    static func getPlaceholder() -> WordModel {
        return getData().first!
    }

    static func getData() -> [WordModel] {
        return [
            WordModel(word: "comprare", translation: "buy", lang: "it", example: "Io compro una macchina"),
            WordModel(word: "kaufen", translation: "buy", lang: "ge", example: "Ich kaufe ein Auto"),
        ]
    }
}
