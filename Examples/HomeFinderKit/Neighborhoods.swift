//
//  Neighborhoods.swift
//  HomeFinderKit
//
//  The neighborhoods the app follows market prices for, as its bundled data.
//

import Foundation

/// A neighborhood with its market figures.
public struct NeighborhoodInfo: Equatable, Sendable {
    /// Its identifier.
    public let id: String
    /// Its name.
    public let name: String
    /// Its city.
    public let city: String
    /// Average sale price per square metre, in euros.
    public let salePerSquareMetre: Int
    /// Average monthly rent of a flat with one bedroom, in euros; each more bedroom adds `rentPerBedroom`.
    public let rentOneBedroom: Int
    /// What each bedroom adds to the rent.
    public let rentPerBedroom: Int

    /// The rent of a flat with `bedrooms` bedrooms.
    public func rent(bedrooms: Int) -> Int { rentOneBedroom + max(bedrooms - 1, 0) * rentPerBedroom }
}

/// The app's neighborhoods.
public enum Neighborhoods {
    /// Every neighborhood, by city.
    public static let all: [NeighborhoodInfo] = [
        NeighborhoodInfo(id: "lx-alfama", name: "Alfama", city: "Lisbon", salePerSquareMetre: 5_900, rentOneBedroom: 1_250, rentPerBedroom: 380),
        NeighborhoodInfo(id: "lx-campo", name: "Campo de Ourique", city: "Lisbon", salePerSquareMetre: 6_400, rentOneBedroom: 1_400, rentPerBedroom: 420),
        NeighborhoodInfo(id: "op-foz", name: "Foz do Douro", city: "Porto", salePerSquareMetre: 4_800, rentOneBedroom: 1_100, rentPerBedroom: 350),
        NeighborhoodInfo(id: "op-bonfim", name: "Bonfim", city: "Porto", salePerSquareMetre: 3_300, rentOneBedroom: 850, rentPerBedroom: 260),
        NeighborhoodInfo(id: "md-malasana", name: "Malasaña", city: "Madrid", salePerSquareMetre: 6_100, rentOneBedroom: 1_300, rentPerBedroom: 400),
    ]

    /// The neighborhood with this identifier.
    public static func named(_ id: String) -> NeighborhoodInfo? { all.first { $0.id == id } }
}
