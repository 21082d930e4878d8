/* the same iterator used by two loops, the second under an affine if; read inside and after */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n, int m)
{
    int i = -3, j;
#pragma bbmm
    for (j = 0; j < n; j++) {
        for (i = 0; i < j; i++)
            A[j] = A[j] + B[i];
        B[j] = i;
        if (j > m)
            for (i = j; i < n; i++)
                B[j] = B[j] + 1.0;
    }
    printf("%d %d %d %d\n", n, m, i, j);
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { A[i] = 1; B[i] = i % 3; }
        f(n, n / 2);
        f(n, n + 4);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
