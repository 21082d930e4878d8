/* forward-substituted scalars with / and % of negative values used in subscripts and conditions */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static void f(int n, int m)
{
    int i, k, r;
#pragma bbmm
    for (i = 0; i < n; i++) {
        k = (i - m) / 4;
        r = (i - m) % 4;
        B[i] = A[k + 10] + r;
        if (r == -3) C[i] = A[r + 5] * 2;
        if (k == -2 && r != 0) C[i] = C[i] - 100;
    }
}
int main(void)
{
    int i, m;
    for (m = 0; m <= 30; m += 10) {
        for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = -1; C[i] = 0; }
        f(30, m);
        for (i = 0; i < N; i++) printf("%d %a %a\n", m, B[i], C[i]);
    }
    return 0;
}
