/* >> of negative iterators (floor) in subscripts and values, colliding writes */
#include <stdio.h>
#define N 48
static double A[N], B[N];
static int I[N];
static void run(int n)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = 0.0; B[i] = i * 0.5 + 1.0; I[i] = 7; }
#pragma bbmm
    for (i = -n; i < n; i++) {
        A[(i >> 1) + n] += B[i + n] * 0.75;
        I[i + n] = (i >> 2) * 3 + i / 4;
    }
    for (i = 0; i < N; i++) printf("%d %a %d\n", n, A[i], I[i]);
}
int main(void)
{
    int n;
    for (n = 0; n <= 20; n += 5) run(n);
    run(1); run(3);
    return 0;
}
