/* scratch tmp[5] where the last iteration writes only two elements; tmp printed after the region */
#include <stdio.h>
#define N 12
static double A[N][5], B[N][5], tmp[5];
static void f(int n)
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < (i < n - 1 ? 5 : 2); m++)
            tmp[m] = A[i][m] * 2.0 + i;
        for (m = 0; m < (i < n - 1 ? 5 : 2); m++)
            B[i][m] = tmp[m] - tmp[0] * 0.5;
    }
}
int main(void)
{
    int i, m, n;
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { A[i][m] = (i * 5 + m) % 7; B[i][m] = 0; }
    for (m = 0; m < 5; m++) tmp[m] = -m;
    for (n = 0; n <= N; n += 4) { f(n); for (m = 0; m < 5; m++) printf("%a\n", tmp[m]); }
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", B[i][m]);
    return 0;
}
