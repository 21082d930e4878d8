/* tmp[m+1] read before it is written in the same iteration: carries a value between iterations */
#include <stdio.h>
#define N 10
static double A[N][5], B[N][5], tmp[6];
static void f(int n)
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m < 5; m++)
            B[i][m] = tmp[m + 1] * 0.5 + A[i][m];
        for (m = 0; m < 6; m++)
            tmp[m] = A[i][m % 5] - i;
    }
}
int main(void)
{
    int i, m, n;
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) { A[i][m] = (i + m) % 3; B[i][m] = 0; }
    for (m = 0; m < 6; m++) tmp[m] = m * 10.0;
    for (n = 0; n <= N; n += 5) f(n);
    for (m = 0; m < 6; m++) printf("%a\n", tmp[m]);
    for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", B[i][m]);
    return 0;
}
