/* scratch elements written in different iterations: tmp[0..i%3]; tmp live after the region */
#include <stdio.h>
#define N 10
static double A[N][4], B[N][4], tmp[4];
static void f(int n)
{
    int i, m;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (m = 0; m <= i % 3; m++)
            tmp[m] = A[i][m] + 0.5 * m;
        for (m = 0; m <= i % 3; m++)
            B[i][m] = tmp[m] * tmp[m];
    }
}
int main(void)
{
    int i, m, n;
    for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { A[i][m] = i - m; B[i][m] = 1.0; }
    for (m = 0; m < 4; m++) tmp[m] = 100.0 + m;
    for (n = 0; n <= N; n += 3) { f(n); for (m = 0; m < 4; m++) printf("%a\n", tmp[m]); }
    for (i = 0; i < N; i++) for (m = 0; m < 4; m++) printf("%a\n", B[i][m]);
    return 0;
}
