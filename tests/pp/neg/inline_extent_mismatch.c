// expect: 2:26: error: parameter 'b' of 'clear' does not match its argument: its dimension 2 is [3] where the array 'A' has [4]
static void clear(double b[2][3])
{
    int p, q;
    for (p = 0; p < 2; p++)
        for (q = 0; q < 3; q++)
            b[p][q] = 0.0;
}
void f(int n, double A[n][2][4])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        clear(A[i]);
}
