// --no-auto-data: the time loop's regions move their own arrays.
// expect-args: --no-auto-data
// expect-no-output: bbmm_data_begin
// expect-explain: automatic data scopes: none \(--no-auto-data\)
static void step(int n, double A[n], double B[n])
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
}
int main(void)
{
    static double a[64], b[64];
    int t;
    for (t = 0; t < 8; t++)
        step(64, a, b);
    return 0;
}
