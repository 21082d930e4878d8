/* compound assignments to arrays and scalars, ++/--, /= */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static int I[N];
static long L;
static void f(int n)
{
    int i, c = 3;
    double p = 1.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i] *= 1.5;
        A[i] /= 3.0;
        B[i] -= A[i];
        I[i]++;
        --I[i];
        I[i] += i * 2;
        I[i] *= 3;
        I[i] -= 7;
        c++;
        p *= 1.0625;
        B[i] += p + c;
    }
    L += c * 10 + (long)p;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i - 10.5; B[i] = 1.0 / (i + 3); I[i] = i % 5 - 2; }
    for (t = 0; t < 4; t++) { f(t == 2 ? 0 : N - t); printf("%ld\n", L); }
    for (i = 0; i < N; i++) printf("%a %a %d\n", A[i], B[i], I[i]);
    return 0;
}
