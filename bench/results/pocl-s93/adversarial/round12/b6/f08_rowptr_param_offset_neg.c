/* double b[][5] parameter passed B + k, reading the row before (b[i - 1]) from i = 0 */
#include <stdio.h>
#define N 12
static void kern(int n, double b[][5], double c[][5])
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (m = 0; m < 5; m++)
            c[i][m] = b[i - 1][m] + b[i][(m + 1) % 5];
}
int main(void)
{
    static double B[N][5], C[N][5];
    int s, i, m;
    int ks[] = {1, 1, 4, 2};
    int ns[] = {0, 3, 8, 10};
    for (s = 0; s < 4; s++) {
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { B[i][m] = i * 5 + m; C[i][m] = -1; }
        kern(ns[s], B + ks[s], C);
        for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", C[i][m]);
    }
    return 0;
}
