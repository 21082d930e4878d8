/* no pragma: time loop over regions on views A + 1 and A of a global malloc'd array, exit(0) at step 3, atexit handler prints A */
#include <stdio.h>
#include <stdlib.h>
static double *A;
static int N = 11;
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
}
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    A = malloc(sizeof(double) * N);
    for (i = 0; i < N; i++) A[i] = i;
    atexit(show);
    for (t = 0; t < 6; t++) {
        step(N - 1, A + 1);
        step(3, A);
        if (t == 3)
            exit(0);
    }
    return 0;
}
