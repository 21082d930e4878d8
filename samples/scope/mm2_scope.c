/* PolyBench's 2mm as two regions in two functions, called one after the
 * other from main() (README, "Data scopes"):
 *   tmp = alpha * A * B       (mm_first)
 *   D   = beta * D + tmp * C  (mm_second)
 *
 *   mm2_scope MODE N OUT      MODE: scope | noscope
 *
 * In "scope" the calls sit in a "#pragma bbmm data" block: tmp, written by
 * the first region and read by the second, stays on the devices (no
 * write-out and read-in of it between the regions).  Built through bbmm-pp
 * and as the plain sequential program; both write D to OUT. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void mm_first(int n, double alpha, double tmp[n][n], double A[n][n], double B[n][n])
{
    int i, j, k;
#pragma bbmm name(mm_first)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            tmp[i][j] = 0.0;
            for (k = 0; k < n; k++)
                tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
}

static void mm_second(int n, double beta, double D[n][n], double tmp[n][n], double C[n][n])
{
    int i, j, k;
#pragma bbmm name(mm_second)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            D[i][j] *= beta;
            for (k = 0; k < n; k++)
                D[i][j] += tmp[i][k] * C[k][j];
        }
}

int main(int argc, char **argv)
{
    int n, i, j;
    double *mem;
    FILE *f;
    if (argc != 4 || (n = atoi(argv[2])) < 1 || (strcmp(argv[1], "scope") && strcmp(argv[1], "noscope"))) {
        fprintf(stderr, "usage: mm2_scope scope|noscope N OUT\n");
        return 2;
    }
    if (!(mem = malloc(sizeof(double) * 5 * (size_t)n * (size_t)n)))
        return 1;
    {
        double (*tmp)[n] = (double (*)[n])mem, (*A)[n] = tmp + n, (*B)[n] = A + n, (*C)[n] = B + n, (*D)[n] = C + n;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                A[i][j] = (double)((i * j + 1) % n) / n;
                B[i][j] = (double)(i * (j + 1) % n) / n;
                C[i][j] = (double)((i * (j + 3) + 1) % n) / n;
                D[i][j] = (double)(i * (j + 2) % n) / n;
            }
        if (!strcmp(argv[1], "scope")) {
#pragma bbmm data
            {
                mm_first(n, 1.5, tmp, A, B);
                mm_second(n, 1.2, D, tmp, C);
            }
        } else {
            mm_first(n, 1.5, tmp, A, B);
            mm_second(n, 1.2, D, tmp, C);
        }
        if (!(f = fopen(argv[3], "wb")) || fwrite(D, sizeof(double), (size_t)n * (size_t)n, f) != (size_t)n * (size_t)n ||
            fclose(f)) {
            fprintf(stderr, "mm2_scope: cannot write %s\n", argv[3]);
            return 1;
        }
    }
    free(mem);
    return 0;
}
