/* array refilled from a tmpfile with fread and partly cleared with memset between two regions */
#include <stdio.h>
#include <string.h>
#define N 24
static double A[N], B[N];
int main(void)
{
    int i, t;
    FILE *fp = tmpfile();
    double src[N];
    for (i = 0; i < N; i++) { src[i] = i * 1.5; A[i] = 1; B[i] = 0; }
    if (!fp) return 1;
    fwrite(src, sizeof(double), N, fp);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
        rewind(fp);
        if (fread(A, sizeof(double), N - t, fp) != (size_t)(N - t)) return 2;
        memset(A + t, 0, sizeof(double) * 2);
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 2.0 - B[i];
    }
    fclose(fp);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
