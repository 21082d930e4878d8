// expect: 15:9: error: 'clear' cannot be inlined into the region: the brackets of its definition do not balance
/* The body of 'clear' never closes (a '}' lost in an edit), so the
 * definitions after it nest inside it; found by fuzzing. */
static void clear(double r[8])
{
    r[0] = 0.0;
static void g(void)
{
}
void f(int n, double A[n][8])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        clear(A[i]);
}
