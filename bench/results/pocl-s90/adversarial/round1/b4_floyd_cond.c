/* data-dependent conditions: floyd-warshall, clamp under if, may-writes */
#include <stdio.h>
#define N 16
static int P[N][N];
static double X[N], Z[N];
static void f(int n, double lim)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++)
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++)
                    if (P[i][k] + P[k][j] < P[i][j])
                        P[i][j] = P[i][k] + P[k][j];
        for (i = 0; i < n; i++) {
            if (X[i] > lim) X[i] = lim;
            else if (X[i] < -lim) { X[i] = -lim; Z[i] += 1.0; }
            else Z[i] = Z[i] * 0.5;
        }
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { X[i] = (i - 8) * 0.7; Z[i] = i; for (j = 0; j < N; j++) P[i][j] = i == j ? 0 : ((i * 7 + j * 3) % 11 + 1) * ((i + j) % 4 == 0 ? 50 : 1); }
    static const int ns[4] = {16, 0, 1, 9};
    for (t = 0; t < 4; t++) f(ns[t], 3.0 - t);
    for (i = 0; i < N; i++) { printf("%a %a\n", X[i], Z[i]); for (j = 0; j < N; j++) printf("%d\n", P[i][j]); }
    return 0;
}
