#!/usr/bin/env python3
"""Writes a synthetic SwiftUI app for the extraction benchmark.

usage: generate-bench-app.py OUTPUT_DIR [FILES] [FEATURES]   (default 3000 files)

Like real apps, most files are not navigation: models, services, formatters, view components.
One file in ten is a feature: a route enum, a coordinator with a NavigationPath and helpers, and
screens that call it. With FEATURES, the app has FILES other files and FEATURES features, each
detail screen also presenting the next feature (how cost grows with the navigation alone).
Deterministic: the same arguments give the same files.
"""
import os
import random
import sys

out = sys.argv[1]
total = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
features = int(sys.argv[3]) if len(sys.argv) > 3 else None
rng = random.Random(42)


def model_file(i):
    fields = "\n".join(f"    var field{j}: {rng.choice(['String', 'Int', 'Double', 'Date?', '[String]'])}" for j in range(12))
    cases = "\n".join(f"        case .k{j}: return \"{j}\"" for j in range(8))
    return f"""import Foundation

struct Model{i}: Codable, Hashable {{
{fields}

    enum Kind {{ case {", ".join(f"k{j}" for j in range(8))} }}

    func describe(_ kind: Kind) -> String {{
        switch kind {{
{cases}
        }}
    }}

    func total(_ values: [Double]) -> Double {{
        values.filter {{ $0 > 0 }}.map {{ $0 * 1.2 }}.reduce(0, +)
    }}
}}

final class Service{i} {{
    private var cache: [String: Model{i}] = [:]
    private var items: [Model{i}] = []

    func load(id: String) async throws -> Model{i}? {{
        if let cached = cache[id] {{ return cached }}
        let data = try await URLSession.shared.data(from: URL(string: "https://example.com/{i}/\\(id)")!).0
        let model = try JSONDecoder().decode(Model{i}.self, from: data)
        cache[id] = model
        items.append(model)
        return model
    }}

    func format(_ value: Double) -> String {{
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: value)) ?? "-"
    }}
}}
"""


def component_file(i):
    return f"""import SwiftUI

struct Row{i}: View {{
    let title: String
    let subtitle: String
    @State private var expanded = false

    var body: some View {{
        VStack(alignment: .leading, spacing: 4) {{
            HStack {{
                Text(title).font(.headline)
                Spacer()
                Button(expanded ? "Less" : "More") {{ withAnimation {{ expanded.toggle() }} }}
            }}
            if expanded {{
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }}
        }}
        .padding(.vertical, 8)
    }}
}}
"""


def feature_file(i, linked=None):
    linked_state = "    @State private var showsNext = false\n" if linked is not None else ""
    linked_sheet = (f"\n            .sheet(isPresented: $showsNext) {{ Feature{linked}Root() }}" if linked is not None else "")
    return f"""import SwiftUI

enum Feature{i}Route: Hashable {{
    case list
    case detail(id: String)
    case edit(id: String)
    case settings
}}

@MainActor
final class Feature{i}Coordinator: ObservableObject {{
    @Published var path = NavigationPath()
    @Published var presentedSheet: Feature{i}Route?

    func navigate(to route: Feature{i}Route) {{ path.append(route) }}
    func showDetail(_ id: String) {{ navigate(to: .detail(id: id)) }}
    func showSettings() {{ presentedSheet = .settings }}
    func popToRoot() {{ path = NavigationPath() }}
}}

struct Feature{i}Root: View {{
    @StateObject private var coordinator = Feature{i}Coordinator()

    var body: some View {{
        NavigationStack(path: $coordinator.path) {{
            Feature{i}List(coordinator: coordinator)
                .navigationDestination(for: Feature{i}Route.self) {{ route in
                    switch route {{
                    case .list: Feature{i}List(coordinator: coordinator)
                    case .detail(let id): Feature{i}Detail(id: id, coordinator: coordinator)
                    case .edit(let id): Feature{i}Edit(id: id)
                    case .settings: Feature{i}Settings()
                    }}
                }}
        }}
        .sheet(item: $coordinator.presentedSheet) {{ _ in Feature{i}Settings() }}
    }}
}}

struct Feature{i}List: View {{
    let coordinator: Feature{i}Coordinator
    var body: some View {{
        List(0..<20) {{ index in
            Button("Item \\(index)") {{ coordinator.showDetail("\\(index)") }}
        }}
        .toolbar {{ Button("Settings") {{ coordinator.showSettings() }} }}
    }}
}}

struct Feature{i}Detail: View {{
    let id: String
    let coordinator: Feature{i}Coordinator
{linked_state}    var body: some View {{
        Button("Edit") {{ coordinator.navigate(to: .edit(id: id)) }}{linked_sheet}
    }}
}}

struct Feature{i}Edit: View {{
    let id: String
    var body: some View {{ Text(id) }}
}}

struct Feature{i}Settings: View {{
    var body: some View {{ Form {{ Toggle("On", isOn: .constant(true)) }} }}
}}
"""


def write(folder, name, text):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as handle:
        handle.write(text)


if features is not None:
    for f in range(features):
        i = f * 10  # the names the default layout gives its features
        write(os.path.join(out, f"Features{f // 100}"), f"Feature{i}.swift", feature_file(i, linked=((f + 1) % features) * 10))
for i in range(total):
    folder = os.path.join(out, f"Module{i // 100}")
    if features is None and i % 10 == 0:
        name, text = f"Feature{i}.swift", feature_file(i)
    elif i % 3 == 0:
        name, text = f"Row{i}.swift", component_file(i)
    else:
        name, text = f"Model{i}.swift", model_file(i)
    write(folder, name, text)
