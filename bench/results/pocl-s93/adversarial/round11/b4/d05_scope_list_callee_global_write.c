/* explicit data(U, V) scope; a helper of the file writes a boundary of U by name in host code between steps */
#include <stdio.h>
#define N 20
static double U[N], V[N];
static void boundary(int t) { U[0] = t; U[N - 1] = -t; }
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { U[i] = i % 3; V[i] = 0; }
#pragma bbmm data(U, V)
    for (t = 0; t < 5; t++) {
        step();
        boundary(t);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
