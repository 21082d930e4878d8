/* #pragma bbmm data (no list) around calls of region functions; one updates a global running max the host resets and reads */
#include <stdio.h>
#define N 40
static double U[N], V[N];
static double gmax;
static void smooth(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        V[i] = (U[i - 1] + 2.0 * U[i] + U[i + 1]) * 0.25;
}
static void copyback(int n)
{
    int i;
#pragma scop
    for (i = 1; i < n - 1; i++)
        if (V[i] > gmax) gmax = V[i];
    for (i = 1; i < n - 1; i++)
        U[i] = V[i] - gmax * 0.125;
#pragma endscop
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { U[i] = (i % 6 == 0) ? 3.0 : 0.0; V[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        gmax = -1.0;
        smooth(N - t);
        copyback(N - t);
        printf("t=%d gmax=%a\n", t, gmax);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
