// expect: 12:17: error: 'm' is read after a loop over it inside the region, and the value that loop leaves in it is not known (a loop stepping by a constant to a bound with '<', '<=', '>' or '>=', or by 1 or -1 to one with '!=', leaves a known one): keep the value in another scalar
void f(int n, double A[n][4], double B[n])
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        int m;
        for (m = 0; m != 4; m += 2)
            A[i][m] = 0.0;
        {
            int t;
            t = m;
            B[i] = t;
        }
    }
}
