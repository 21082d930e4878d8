/* time loop scope where some steps' parameters force the host path (cast changes value) and others run on devices */
#include <stdio.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int i, t;
    long off;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.5 * i; }
    for (t = 0; t < 8; t++) {
        off = (t % 3 == 1) ? 65536L * 3 : 0L;
#pragma bbmm
        {
            for (i = 0; i < N; i++)
                A[(unsigned short)(i + off)] = A[(unsigned short)(i + off)] + B[i];
            for (i = 1; i < N; i++)
                B[i] = B[i] * 0.5 + A[i - 1];
        }
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
