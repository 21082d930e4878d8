/* truncating / and % of negative values in conditions and subscripts */
#include <stdio.h>
#define N 20
static double A[N], B[N], C[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if ((i - s) % 4 == -1)
            A[i] = A[i] + 1.0;
        if ((i - s) / 3 == 0)
            B[i] = B[i] + 10.0;
        C[(i - 7) / 4 + 2] = C[(i - 7) / 4 + 2] + i;
    }
}
int main(void)
{
    int i, n, s;
    for (i = 0; i < N; i++) { A[i] = B[i] = C[i] = 0; }
    for (n = 0; n <= N; n += 6)
        for (s = 0; s < 9; s += 4) f(n, s);
    for (i = 0; i < N; i++) printf("%a %a %a\n", A[i], B[i], C[i]);
    return 0;
}
