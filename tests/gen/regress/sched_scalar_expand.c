/* Scalar expansion (PolyBench's ludcmp): the temporary "w", declared
 * outside the region, is private to each (i, j) and dead after the
 * region, but as a scalar it ties the statements to the loops as written:
 * each row's triangular solve then runs in one work-item.  Expanded into
 * one element per (i, j) (its two webs over disjoint iterations share one
 * array), isl's scheduler reorders the updates (k outer, i and j in
 * parallel) and every statement has a parallel loop around it.  The
 * second region's "s" is read after the region: it stays a scalar, and
 * that region stays sequential inside the automatic data scope of both
 * (its "#pragma endscop" comment once swallowed the scope's end). */
// expect-explain: one copy of scalar w per iteration of loops i, j \(scalar expansion
// expect-explain: loop order: isl's scheduler \(distribution, interchange, skewing\): as written, [0-9]+ statements in loops had no parallel loop around them, now 0
// expect-output: bbmm_xe_bbmm_x_w\[1\] = \(int64_t\)\(19\);
#include <stdio.h>
#define N 19
double A[N][N], B[N][N], v[N];
int main(void)
{
    int i, j, k;
    double w, s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            B[i][j] = A[i][j] = (double)((i * 7 + j * 3) % 13) / 5.0 + (i == j ? 9.0 : 0.0);
#pragma scop
    for (i = 0; i < N; i++) {
        for (j = 0; j < i; j++) {
            w = A[i][j];
            for (k = 0; k < j; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w / A[j][j];
        }
        for (j = i; j < N; j++) {
            w = A[i][j];
            for (k = 0; k < i; k++)
                w -= A[i][k] * A[k][j];
            A[i][j] = w;
        }
    }
#pragma endscop
#pragma scop
    for (i = 0; i < N; i++) {
        s = B[i][0];
        for (k = 1; k < N; k++)
            s += B[i][k] * B[k][i];
        v[i] = s;
    }
#pragma endscop
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++)
        printf("%a\n", v[i]);
    printf("%a\n", s);
    return 0;
}
