/* bytes of a double array flipped between regions through an unsigned char pointer from a helper */
#include <stdio.h>
#include <string.h>
#define N 12
static double A[N], B[N];
static unsigned char *bytes_of(void *p) { return (unsigned char *)p; }
int main(void)
{
    int i, t;
    unsigned char *b;
    for (i = 0; i < N; i++) { A[i] = i + 0.5; B[i] = 0; }
    b = bytes_of(A);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + 1.0;
        b[8 * t + 7] ^= 0x80;   /* flip the sign of A[t] */
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] - A[i];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
