/* global 2-D array object; host keeps a pointer to its middle row made before the time loop and reads/writes through it each step (a fixed-temperature row) */
#include <stdio.h>
#define N 14
static double T[N][N], Tn[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            Tn[i][j] = 0.25 * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            T[i][j] = Tn[i][j];
}
int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) T[i][j] = Tn[i][j] = (i == 0) ? 1.0 : 0.0;
    double *mid = T[N / 2];
    for (int t = 0; t < 10; t++) {
        step(N);
        mid[N / 2] = 2.0;
        printf("t=%d %a %a\n", t, mid[1], mid[N / 2 - 1]);
    }
    for (int i = 0; i < N; i++) printf("%a %a\n", T[i][N / 2 - 1], T[N / 2 - 1][i]);
    return 0;
}
