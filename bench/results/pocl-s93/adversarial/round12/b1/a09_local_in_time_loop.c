/* region holds a time loop; inside it a scratch row declared per time step and per row */
#include <stdio.h>
#define N 12
static double U[N][N];
static void kern(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++) {
            double row[N];
            for (j = 0; j < n; j++) row[j] = U[i][j];
            for (j = 1; j < n - 1; j++) U[i][j] = 0.25 * row[j - 1] + 0.5 * row[j] + 0.25 * row[j + 1];
        }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 3, 12, 7};
    for (s = 0; s < 6; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = (i * 7 + j * 3) % 5 - 2.0;
        kern(ns[s], s);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    }
    return 0;
}
