// Times kiwi (the C++ Cassowary of Enaml and Matplotlib) on the screen that
// `constraint-bench dump` writes, the same rows ConstraintCore solves:
//   kiwi-bench FILE times [ITERATIONS]    medians of a first solve and of a resize
//   kiwi-bench FILE solves N first|resize  N of them, for Benchmarks/whole-command.py
//   kiwi-bench FILE check                  card 0's values at 375 pt
// The screen width W is an edit variable (strong); a resize is suggestValue + updateVariables,
// kiwi's incremental path. Priorities below 1000 become kiwi strengths (weights: kiwi is not
// lexicographic); 1000 is kiwi's required. Built by Benchmarks/constraints.sh against kiwi's
// headers from the kiwisolver source package (not kept in this repository).
#include <kiwi/kiwi.h>
#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

struct Row {
    std::string relation;
    double priority, constant, widthCoefficient;
    std::vector<std::pair<int, double>> terms;
};

static std::vector<Row> readRows(const char* path, int& variableCount) {
    std::ifstream in(path);
    std::string word;
    int rowCount = 0;
    in >> word >> variableCount >> word >> rowCount;
    std::vector<Row> rows(rowCount);
    for (auto& row : rows) {
        int count = 0;
        in >> row.relation >> row.priority >> row.constant >> row.widthCoefficient >> count;
        row.terms.resize(count);
        for (auto& term : row.terms) in >> term.first >> term.second;
    }
    return rows;
}

struct Screen {
    std::vector<kiwi::Variable> variables;
    kiwi::Variable width;
    std::vector<kiwi::Constraint> constraints;

    Screen(const std::vector<Row>& rows, int variableCount) : variables(variableCount), width("W") {
        for (const auto& row : rows) {
            std::vector<kiwi::Term> terms;
            for (const auto& term : row.terms) terms.emplace_back(variables[term.first], term.second);
            if (row.widthCoefficient != 0) terms.emplace_back(width, row.widthCoefficient);
            kiwi::Expression expression(terms, row.constant);
            auto op = row.relation == "eq" ? kiwi::OP_EQ : row.relation == "le" ? kiwi::OP_LE : kiwi::OP_GE;
            double strength = row.priority >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, 0, row.priority);
            constraints.emplace_back(expression, op, strength);
        }
    }

    void firstSolve(kiwi::Solver& solver, double screenWidth) {
        for (const auto& constraint : constraints) solver.addConstraint(constraint);
        solver.addEditVariable(width, kiwi::strength::strong);
        solver.suggestValue(width, screenWidth);
        solver.updateVariables();
    }
};

static double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

int main(int argc, char** argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: kiwi-bench FILE times [N] | solves N first|resize | check\n"); return 2; }
    int variableCount = 0;
    auto rows = readRows(argv[1], variableCount);
    Screen screen(rows, variableCount);
    const double widths[] = {375, 390, 414, 430};
    std::string mode = argv[2];
    double sink = 0;
    // This thread's CPU time: on a shared machine, time spent waiting for a core is not counted.
    auto now = [] {
        timespec time;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
        return time.tv_sec * 1e6 + time.tv_nsec / 1e3;
    };
    if (mode == "times") {
        int iterations = argc > 3 ? std::atoi(argv[3]) : 2000;
        std::vector<double> first, resize;
        kiwi::Solver incremental;
        screen.firstSolve(incremental, widths[0]);
        for (int i = 0; i < iterations; ++i) {
            double start = now();
            {
                kiwi::Solver solver;
                screen.firstSolve(solver, widths[i % 4]);
                sink += screen.variables[7].value();
                first.push_back(now() - start);  // teardown excluded, as in ConstraintCore's timing
            }
            start = now();
            incremental.suggestValue(screen.width, widths[(i + 1) % 4]);
            incremental.updateVariables();
            sink += screen.variables[7].value();
            resize.push_back(now() - start);
        }
        std::printf("kiwi first solve   median %.1f us\n", median(first));
        std::printf("kiwi resize        median %.1f us\n", median(resize));
    } else if (mode == "solves") {
        int count = argc > 3 ? std::atoi(argv[3]) : 1000;
        bool resize = argc > 4 && std::string(argv[4]) == "resize";
        if (resize) {
            kiwi::Solver solver;
            screen.firstSolve(solver, widths[0]);
            for (int i = 0; i < count; ++i) {
                solver.suggestValue(screen.width, widths[(i + 1) % 4]);
                solver.updateVariables();
                sink += screen.variables[7].value();
            }
        } else {
            for (int i = 0; i < count; ++i) {
                kiwi::Solver solver;
                screen.firstSolve(solver, widths[i % 4]);
                sink += screen.variables[7].value();
            }
        }
    } else if (mode == "check") {
        kiwi::Solver solver;
        screen.firstSolve(solver, 375);
        for (int v = 0; v < 20; ++v) std::printf("%g ", screen.variables[v].value());
        std::printf("\n");
    }
    return sink == 42.4242 ? 1 : 0;
}
