/* host checksum over the bytes of the array (const void * helper) between time steps */
#include <stdio.h>
#include <stddef.h>
#define N 24
static double A[N], B[N];
static unsigned long sum_bytes(const void *p, size_t n)
{
    const unsigned char *c = p;
    unsigned long h = 5381;
    size_t k;
    for (k = 0; k < n; k++) h = h * 33 + c[k];
    return h;
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++) B[i] = A[i] + 0.25 * (A[i - 1] - 2 * A[i] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++) A[i] = B[i];
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = i % 3; B[i] = 0; }
    for (t = 0; t < 5; t++) {
        step(N);
        printf("%d %lu\n", t, sum_bytes(A, sizeof A));
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
