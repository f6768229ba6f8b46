//
//  TideTablesApp.swift
//  TideTables
//
//  Created by Maren Holt on 14.10.20.
//

import SwiftUI

@main
struct TideTablesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationView {
                Text("Pick a station from the widget's editor.")
                    .navigationTitle("Tide Tables")
            }
        }
    }
}
