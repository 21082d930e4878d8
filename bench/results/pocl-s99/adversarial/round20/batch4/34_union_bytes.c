#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 32
static double A[N], B[N];
union pun { double *p; uintptr_t u; };

static void step(int n)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        B[i] = 0.5 * A[i] + 0.25 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (int i = 0; i < n; i++)
        A[i] = B[i] * 1.01;
}

int main(void)
{
    union pun x;
    double *src = A, *q;
    x.p = A;
    memcpy(&q, &src, sizeof q);
    unsigned char *c = (unsigned char *)B;
    for (int i = 0; i < N; i++) { A[i] = (i * 3) % 11; B[i] = 0; }
    for (int t = 0; t < 10; t++) {
        step(N);
        if (t == 2) ((double *)x.u)[3] = 77.0;
        if (t == 4) q[5] = -7.0;
        if (t == 6) c[8 * 7 + 7] ^= 0x80;   /* flip the sign of B[7] */
    }
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + A[i] + B[i];
    printf("%a\n", h);
    return 0;
}
