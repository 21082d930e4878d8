#include <stdio.h>
#include <stdlib.h>

#define N 40
double U[N], V[N];
#define DIE(msg) do { printf("%s\n", msg); exit(0); } while (0)

static void report(void)
{
    double s = 0; for (int i = 0; i < N; i++) s = s * 0.5 + U[i] + V[i];
    printf("atexit %a\n", s);
}

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        V[i] = (U[i - 1] + U[i] + U[i + 1]) / 3.0;
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        U[i] = V[i] + 0.5;
}

int main(void)
{
    atexit(report);
    for (int i = 0; i < N; i++) U[i] = V[i] = (i % 5) * 2.0;
    for (int t = 0; t < 20; t++) {
        step(N);
        if (t == 6) DIE("die at 6");
    }
    return 0;
}
