/* host refills part of a kept array from a file with fread between regions, via a pointer */
#include <stdio.h>
#define N 64
static double A[N], B[N];
int main(void)
{
    FILE *f = tmpfile();
    double vals[4] = {100.0, 200.0, 300.0, 400.0};
    double *dst = &A[10];
    int t, i;
    fwrite(vals, sizeof(double), 4, f);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        rewind(f);
        if (fread(dst, sizeof(double), 4, f) != 4) return 1;
#pragma bbmm
        for (i = 1; i < N; i++)
            B[i] = A[i - 1] * 0.5;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    fclose(f);
    return 0;
}
