/* host code between time steps reads and writes the array only through object-like macros that hide its name */
#include <stdio.h>
#define N 32
#define MID (U[N / 2])
#define EDGE U[1]
static double U[N], V[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        V[i] = 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = V[i];
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) { U[i] = (i % 4) * 1.5; V[i] = 0.0; }
    for (t = 0; t < 6; t++) {
        step(N);
        acc = acc + MID;
        EDGE = acc * 0.125;
    }
    printf("acc=%a\n", acc);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
