// expect-args: -DWIDTH=64
// expect-output: bbmm_n\.tile\[0\] = TS;
// expect-output: bbmm_n\.tile\[1\] = WIDTH / 2;
// expect-output: \(int64_t\)\(ROWS\)
/* tile sizes and extents that are run-time values stay accepted: a macro
 * of the file or of -D, an enumerator, a variable of the function */
#define TS 32
enum { ROWS = 100 };
void f(int n, double A[][100])
{
    int i, j;
#pragma bbmm tile(TS, WIDTH / 2) array(A[n][ROWS])
    for (i = 0; i < n; i++)
        for (j = 0; j < ROWS; j++)
            A[i][j] = 1.0;
}
