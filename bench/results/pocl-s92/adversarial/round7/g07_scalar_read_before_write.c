/* a scalar read in the loop body before the body assigns it: each row sees the previous row's value */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void f(int n)
{
    int i;
    double prev = 0.5;
#pragma bbmm
    for (i = 0; i < n; i++) {
        B[i] = A[i] + prev;
        prev = A[i] * 0.5;
    }
    printf("n=%d prev=%a\n", n, prev);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.75; B[i] = 0; }
    for (n = 0; n <= 6; n++) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
