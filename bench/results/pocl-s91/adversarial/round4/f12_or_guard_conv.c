/* || conditions mixing affine and data parts, guarding out-of-range reads; negated data conditions */
#include <stdio.h>
#define N 30
static double A[N], B[N], C[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i == 0 || A[i - 1] < 0) B[i] = A[i] * 2;
        if (i == n - 1 || !(A[i + 1] >= A[i])) C[i] = C[i] + 1;
        if (!(i > 0 && i < n - 1) || A[i - 1] + A[i + 1] > 2 * A[i]) A[i] = A[i] * 0.5;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = ((i * 17) % 11) - 5.0; B[i] = -1; C[i] = 0; }
    for (t = 0; t < 4; t++) {
        f(t == 3 ? 1 : N - t * 7);
        for (i = 0; i < N; i++) printf("%d %a %a %a\n", t, A[i], B[i], C[i]);
    }
    return 0;
}
