// A region whose analysis needs more isl operations than --max-ops allows is
// valid C: it stays the user's code, run as written on the host, with a
// warning that says why (not an error that stops the build).
// expect-args: --max-ops 200
// expect-stderr: @DIR@/isl_limit.c:13:1: warning: region 'isl_limit_13' is too big for the polyhedral analysis within 200 isl operations (--max-ops): it runs as written, on the host
// expect-stderr: @DIR@/isl_limit.c:13:1: warning: region 'isl_limit_13' left as sequential code
// expect-output: A\[i\]\[j\] = A\[\(i \* 3 \+ j\) % 4\]\[j / 2\] \+ 1\.0;
// expect-no-output: bbmm_run.bbmm_ctx, .bbmm_n
// expect-explain: too big for the polyhedral analysis within the isl operation limit
void f(int n, int m, double A[n][m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = (i + 3 * m) / 7; j < m - (5 * i + n) / 11; j += 3)
            if ((i + j) % 5 != 2 && (i - 2 * j) % 7 != 3)
                A[i][j] = A[(i * 3 + j) % 4][j / 2] + 1.0;
}
